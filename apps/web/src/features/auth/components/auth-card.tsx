import type { ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';

/** The centred card every sign-in screen sits in. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper maw={420} mx="auto" p={{ base: 'lg', xs: 32 }} radius="lg" withBorder shadow="sm">
      <Stack gap={4} mb="lg">
        <Title order={1} fz={26} lh={1.2}>
          {title}
        </Title>
        {subtitle && (
          <Text c="dimmed" size="sm">
            {subtitle}
          </Text>
        )}
      </Stack>
      {children}
    </Paper>
  );
}

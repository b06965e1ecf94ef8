import { Paper, Stack, Text, Title } from '@mantine/core';

/** The Subscription and Voucher tabs, until subscriptions arrive. */
export function ComingWithSubscriptions({ title }: { title: string }) {
  return (
    <Paper p="lg" withBorder radius="md">
      <Stack gap="xs">
        <Title order={3}>{title}</Title>
        <Text c="dimmed">
          Coming with subscriptions: plans, credits, vouchers and referrals will appear here.
        </Text>
      </Stack>
    </Paper>
  );
}

import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconReceipt2 } from '@tabler/icons-react';

/** The product's name as a logo: an icon and 'Tradebook'. Wrap it in a link where it leads somewhere. */
export function Wordmark({ size = 'lg' }: { size?: 'md' | 'lg' }) {
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={size === 'lg' ? 32 : 28} radius="md" variant="filled" aria-hidden>
        <IconReceipt2 size={size === 'lg' ? 20 : 18} stroke={1.8} />
      </ThemeIcon>
      <Text
        component="span"
        fw={700}
        fz={size === 'lg' ? 20 : 18}
        lh={1}
        c="dark.8"
        style={{ letterSpacing: -0.3 }}
      >
        Tradebook
      </Text>
    </Group>
  );
}

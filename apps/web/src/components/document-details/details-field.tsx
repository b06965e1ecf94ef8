// One labelled value of a document's details dialog (client, dates, status, note): a dimmed label over it.
import { Text } from '@mantine/core';

export function DetailsField({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} component="div">
        {children}
      </Text>
    </div>
  );
}

// Who the document is from: the business's logo, name, contact details and registration numbers, as the
// PDF's letterhead prints them.
import { Group, Image, Stack, Text } from '@mantine/core';
import type { PublicDocument } from '@tradebook/domain/client-links/client-link.schemas';
import { usePageWords } from '../page-language';

const wrap = { overflowWrap: 'anywhere' } as const;

export function BusinessBlock({ business }: { business: PublicDocument['business'] }) {
  const { t } = usePageWords();
  return (
    <Group align="flex-start" gap="md" wrap="nowrap">
      {business.logo_url && (
        <Image
          src={business.logo_url}
          alt={t('logo', { business: business.name })}
          w={64}
          h={64}
          fit="contain"
          radius="sm"
        />
      )}
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text fw={700} size="lg" style={wrap}>
          {business.name}
        </Text>
        {business.lines.map((line, index) => (
          <Text key={`${index}-${line}`} size="sm" c="dimmed" style={wrap}>
            {line}
          </Text>
        ))}
        {business.ids.map((id) => (
          <Text key={id.label} size="xs" c="dimmed" style={wrap}>
            {id.label} {id.value}
          </Text>
        ))}
      </Stack>
    </Group>
  );
}

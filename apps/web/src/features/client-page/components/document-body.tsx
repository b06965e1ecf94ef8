// The document as a readable page: who it is for, its dates, each line, the totals block and the notes,
// every figure as the PDF prints it (the server sends the PDF's own text for each amount).
import { Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PublicDocument } from '@tradebook/domain/client-links/client-link.schemas';
import { usePageWords } from '../page-language';

const wrap = { overflowWrap: 'anywhere' } as const;

function Lines({ items }: { items: PublicDocument['items'] }) {
  const { t } = usePageWords();
  return (
    <Stack gap={0} component="ul" p={0} m={0} aria-label={t('items')} style={{ listStyle: 'none' }}>
      {items.map((item, index) => (
        <li key={`${index}-${item.name}`}>
          {index > 0 && <Divider my="xs" />}
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={600} style={wrap}>
                {item.name}
              </Text>
              {item.description && (
                <Text size="sm" c="dimmed" style={{ ...wrap, whiteSpace: 'pre-wrap' }}>
                  {item.description}
                </Text>
              )}
              <Text size="sm" c="dimmed">
                {item.quantity} × {item.unit_price_text}
              </Text>
            </Stack>
            <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
              {item.total_text}
            </Text>
          </Group>
        </li>
      ))}
    </Stack>
  );
}

function Totals({ totals }: { totals: PublicDocument['totals'] }) {
  const { t } = usePageWords();
  return (
    <Stack gap={4} ml="auto" w="100%" maw={360} aria-label={t('totals')} component="dl" my={0}>
      {totals.map((line) => (
        <Group
          key={line.label}
          justify="space-between"
          wrap="nowrap"
          py={line.grand ? 6 : 0}
          px={line.grand ? 'xs' : 0}
          bg={line.grand ? 'blue.0' : undefined}
          style={{ borderRadius: 6 }}
        >
          <Text component="dt" size={line.grand ? 'md' : 'sm'} fw={line.grand ? 700 : 400}>
            {line.label}
          </Text>
          <Text component="dd" m={0} size={line.grand ? 'md' : 'sm'} fw={line.grand ? 700 : 600}>
            {line.text}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

export function PaymentSections({ sections }: { sections: PublicDocument['payment_sections'] }) {
  if (sections.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {sections.map((section) => (
        <Paper key={section.heading} withBorder p="sm" radius="md">
          <Title order={3} fz="sm" mb={4}>
            {section.heading}
          </Title>
          <Stack gap={4} component="dl" my={0}>
            {section.rows.map((row, index) => (
              <div key={`${index}-${row.label}`}>
                <Text component="dt" size="xs" c="dimmed" style={wrap}>
                  {row.label}
                </Text>
                <Text component="dd" m={0} size="sm" fw={600} style={wrap}>
                  {row.value}
                </Text>
              </div>
            ))}
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

export function DocumentBody({ page }: { page: PublicDocument }) {
  const { t } = usePageWords();
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Stack gap={2}>
          <Text size="xs" tt="uppercase" c="dimmed" fw={600}>
            {page.recipient.heading}
          </Text>
          <Text fw={600} style={wrap}>
            {page.recipient.name}
          </Text>
          {page.recipient.lines.map((line, index) => (
            <Text key={`${index}-${line}`} size="sm" c="dimmed" style={wrap}>
              {line}
            </Text>
          ))}
        </Stack>
        <Stack gap={2} component="dl" my={0}>
          {page.facts.map((fact) => (
            <Group key={fact.label} gap="xs">
              <Text component="dt" size="sm" c="dimmed">
                {fact.label}
              </Text>
              <Text component="dd" m={0} size="sm" fw={600}>
                {fact.value}
              </Text>
            </Group>
          ))}
        </Stack>
      </SimpleGrid>
      <Paper withBorder p="md" radius="md">
        <Lines items={page.items} />
      </Paper>
      <Totals totals={page.totals} />
      {page.notes && (
        <Stack gap={4}>
          <Title order={2} fz="md">
            {t('notes')}
          </Title>
          <Text size="sm" style={{ ...wrap, whiteSpace: 'pre-wrap' }}>
            {page.notes}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}

// The selected item cards of a quotation or invoice (spec 001 section 2): name, type, item number,
// description, quantity x unit price and the line total, with Edit and Remove. The line totals are the
// ones calculateTotals computed for the totals panel. A kind may show them a few per page (an invoice: 4).
import { ActionIcon, Badge, Card, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconPackage, IconTrash } from '@tabler/icons-react';
import { quantityToText } from '@tradebook/domain/documents/quantity';
import { formatMoney } from '@tradebook/domain/money/money';
import { usePaging } from '../../hooks/use-paging';
import type { DraftLine } from '../../lib/documents/document-draft';
import { ListPagination } from '../list-pagination';
import { lineTypeLabel } from '@tradebook/domain/documents/line-fields';

export interface DocumentItemsProps {
  lines: readonly DraftLine[];
  /** calculateTotals' line totals, in the same order as `lines`. */
  lineTotalsMinor: readonly number[];
  currencySymbol: string;
  onEdit?: (line: DraftLine) => void;
  onRemove?: (line: DraftLine) => void;
  disabled?: boolean;
  /** Cards per page; every card on one page when left out. */
  pageSize?: number;
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {value}
      </Text>
    </div>
  );
}

export function DocumentItems({
  lines,
  lineTotalsMinor,
  currencySymbol,
  onEdit,
  onRemove,
  disabled = false,
  pageSize,
}: DocumentItemsProps) {
  const money = (minor: number) => formatMoney(minor, currencySymbol);
  const { pages, current, shown, setPage } = usePaging(lines, pageSize ?? Math.max(1, lines.length), {
    followAdded: true,
  });
  const offset = (current - 1) * (pageSize ?? 0);
  return (
    <section aria-labelledby="document-items-title">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id="document-items-title">
          Items
        </Title>
        <Text size="sm" c="dimmed">
          {lines.length === 1 ? '1 item' : `${lines.length} items`}
        </Text>
      </Group>
      {lines.length === 0 ? (
        <Paper withBorder p="xl" radius="md" style={{ borderStyle: 'dashed' }}>
          <Stack align="center" gap={6}>
            <IconPackage size={32} stroke={1.5} color="var(--mantine-color-gray-5)" aria-hidden />
            <Text c="dimmed" ta="center" size="sm">
              No items yet. Use Add Item to add the first line.
            </Text>
          </Stack>
        </Paper>
      ) : (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Selected items">
          {shown.map((line, index) => (
            <Card key={line.key} withBorder padding="sm" radius="md" component="li" aria-label={line.name}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} truncate>
                    {line.name}
                  </Text>
                  <Group gap={6} mt={2}>
                    <Badge size="xs" variant="light" color={line.type === 'service' ? 'grape' : 'blue'}>
                      {lineTypeLabel(line.type)}
                    </Badge>
                    {line.itemNo && (
                      <Badge size="xs" variant="light" color="gray">
                        {line.itemNo}
                      </Badge>
                    )}
                  </Group>
                </div>
                {(onEdit || onRemove) && (
                  <Group gap={4} wrap="nowrap">
                    {onEdit && (
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Edit ${line.name}`}
                        onClick={() => onEdit(line)}
                        disabled={disabled}
                      >
                        <IconEdit size={18} />
                      </ActionIcon>
                    )}
                    {onRemove && (
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Remove ${line.name}`}
                        onClick={() => onRemove(line)}
                        disabled={disabled}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    )}
                  </Group>
                )}
              </Group>
              {line.description && (
                <Text size="sm" c="dimmed" mt={6} style={{ whiteSpace: 'pre-line' }} lineClamp={3}>
                  {line.description}
                </Text>
              )}
              <SimpleGrid cols={3} spacing="sm" mt="sm">
                <Figure label="Quantity" value={quantityToText(line.quantityMilli)} />
                <Figure label="Unit Price" value={money(line.unitPriceMinor)} />
                <div style={{ textAlign: 'right' }}>
                  <Text size="xs" c="dimmed">
                    Amount
                  </Text>
                  <Text size="sm" fw={700} data-testid="line-total">
                    {money(lineTotalsMinor[offset + index] ?? 0)}
                  </Text>
                </div>
              </SimpleGrid>
            </Card>
          ))}
        </Stack>
      )}
      <ListPagination total={pages} value={current} onChange={setPage} label="Item pages" size="sm" />
    </section>
  );
}

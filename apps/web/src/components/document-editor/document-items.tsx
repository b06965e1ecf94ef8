// The selected item cards of a quotation or invoice (docs/reference/items.md 'Screens'), under the line
// search when the document can change. The line totals are the ones calculateTotals computed for the totals
// panel. A kind may show the cards a few per page (an invoice: 4). A card removed by keyboard hands the focus
// on to the next card's quantity (or the one before, or the line search), so the keyboard never falls to the
// page.
import { useTranslation } from 'react-i18next';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { usePaging } from '../../hooks/use-paging';
import type { DraftLine } from '../../lib/documents/document-draft';
import { ListPagination } from '../list-pagination';
import { DocumentItemCard, type LineFigures } from './document-item-card';

export interface DocumentItemsProps {
  lines: readonly DraftLine[];
  /** calculateTotals' line totals, in the same order as `lines`. */
  lineTotalsMinor: readonly number[];
  currencySymbol: string;
  onEdit?: (line: DraftLine) => void;
  onRemove?: (line: DraftLine) => void;
  /** Given, each card's quantity and unit price are typed in place. */
  onChangeLine?: (line: DraftLine, figures: LineFigures) => void;
  disabled?: boolean;
  /** Cards per page; every card on one page when left out. */
  pageSize?: number;
  /** Shown under the heading (the line search). */
  search?: ReactNode;
  /** Where the focus goes when the last card left is removed (the line search's field). */
  emptyFocusId?: string;
}

export function DocumentItems({
  lines,
  lineTotalsMinor,
  currencySymbol,
  onEdit,
  onRemove,
  onChangeLine,
  disabled = false,
  pageSize,
  search,
  emptyFocusId,
}: DocumentItemsProps) {
  const { t } = useTranslation('documents');
  const { pages, current, shown, setPage } = usePaging(lines, pageSize ?? Math.max(1, lines.length), {
    followAdded: true,
  });
  const offset = (current - 1) * (pageSize ?? 0);
  const baseId = useId();
  const quantityId = (line: DraftLine) => `${baseId}-${line.key}-quantity`;
  const focusAfterRemove = useRef<string | null>(null);

  useEffect(() => {
    const target = focusAfterRemove.current;
    if (target === null) return;
    focusAfterRemove.current = null;
    const next =
      document.getElementById(target) ?? (emptyFocusId ? document.getElementById(emptyFocusId) : null);
    next?.focus();
  }, [lines, emptyFocusId]);

  const remove =
    onRemove &&
    ((line: DraftLine) => {
      const index = lines.findIndex((candidate) => candidate.key === line.key);
      const neighbour = lines[index + 1] ?? lines[index - 1];
      focusAfterRemove.current = neighbour ? quantityId(neighbour) : (emptyFocusId ?? null);
      onRemove(line);
    });

  return (
    <section aria-labelledby="document-items-title">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id="document-items-title">
          {t('items.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('items.count', { count: lines.length })}
        </Text>
      </Group>
      {search && <div style={{ marginBottom: 'var(--mantine-spacing-sm)' }}>{search}</div>}
      {lines.length === 0 ? (
        <Paper withBorder p="xl" radius="md" style={{ borderStyle: 'dashed' }}>
          <Stack align="center" gap={6}>
            <IconPackage size={32} stroke={1.5} color="var(--mantine-color-gray-5)" aria-hidden />
            <Text c="dimmed" ta="center" size="sm">
              {t('items.empty')}
            </Text>
          </Stack>
        </Paper>
      ) : (
        <Stack
          gap="sm"
          component="ul"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label={t('items.selected')}
        >
          {shown.map((line, index) => (
            <DocumentItemCard
              key={line.key}
              line={line}
              lineTotalMinor={lineTotalsMinor[offset + index] ?? 0}
              currencySymbol={currencySymbol}
              quantityId={quantityId(line)}
              onEdit={onEdit}
              onRemove={remove}
              onChange={onChangeLine}
              disabled={disabled}
            />
          ))}
        </Stack>
      )}
      <ListPagination total={pages} value={current} onChange={setPage} label={t('items.pages')} size="sm" />
    </section>
  );
}

// The add-item screen's right-hand panel: the items added on this visit, newest first, with their
// running total (docs/reference/items.md 'Screens'). It lives in the screen's state, so leaving the page
// clears it.
import { Card, Divider, Group, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Item } from '@tradebook/domain/items/items.schemas';
import { formatMoney, toMinor } from '@tradebook/domain/money/money';
import { WRAP_ANYWHERE } from '../../../lib/wrap-anywhere';
import { PlainList } from '../../../components/plain-list/plain-list';

/** The sum of the items' amounts, in minor units. */
export function recentTotalMinor(items: readonly Item[]): number {
  return items.reduce((sum, item) => sum + (toMinor(item.amount) ?? 0), 0);
}

export function RecentItemsPanel({
  items,
  currencySymbol,
}: {
  items: readonly Item[];
  currencySymbol: string;
}) {
  const { t } = useTranslation('items');
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="recent-items-title">
      <Title order={2} size="h4" id="recent-items-title" mb="sm">
        {t('add.recent_title')}
      </Title>
      <PlainList
        rows={items}
        label={t('add.recent_list')}
        empty={t('add.recent_empty')}
        renderRow={(item) => (
          <Group key={item.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
            <div style={{ minWidth: 0 }}>
              <Text fw={500} style={WRAP_ANYWHERE}>
                {item.name}
              </Text>
              <Text size="xs" c="dimmed">
                {item.item_no} · {item.quantity} ×{' '}
                {formatMoney(toMinor(item.unit_price) ?? 0, currencySymbol)}
              </Text>
            </div>
            <Text fw={500}>{formatMoney(toMinor(item.amount) ?? 0, currencySymbol)}</Text>
          </Group>
        )}
      />
      <Divider my="sm" />
      <Group justify="space-between">
        <Text fw={600} id="recent-items-total-label">
          {t('add.total')}
        </Text>
        <Text
          fw={700}
          size="lg"
          aria-labelledby="recent-items-total-label"
          role="status"
          data-testid="recent-items-total"
        >
          {formatMoney(recentTotalMinor(items), currencySymbol)}
        </Text>
      </Group>
    </Card>
  );
}

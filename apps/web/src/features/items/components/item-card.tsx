// One item of the item list (docs/reference/items.md 'Screens'): name, description, quantity, rate (unit
// price) and price (quantity x unit price) with the user's currency symbol; select, recent, edit and delete.
import { ActionIcon, Badge, Card, Checkbox, Group, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Item } from '@tradebook/domain/items/items.schemas';
import { formatMoney, toMinor } from '@tradebook/domain/money/money';
import { NOT_AVAILABLE } from '@tradebook/domain/profile/profile-complete';
import { paths } from '../../../config/paths';
import { WRAP_ANYWHERE } from '../../../lib/wrap-anywhere';
import { EditDeleteActions } from '../../../components/record-list/edit-delete-actions';

export interface ItemCardProps {
  item: Item;
  currencySymbol: string;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
  inRecent: boolean;
  onToggleRecent: () => void;
  onDelete: () => void;
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={500}>{value}</Text>
    </div>
  );
}

export function ItemCard({
  item,
  currencySymbol,
  selected,
  onSelectedChange,
  inRecent,
  onToggleRecent,
  onDelete,
}: ItemCardProps) {
  const money = (value: number) => formatMoney(toMinor(value) ?? 0, currencySymbol);
  const { t } = useTranslation('items');
  const recentLabel = t(inRecent ? 'card.recent_remove' : 'card.recent_add', { name: item.name });
  return (
    <Card withBorder padding="md" component="article" aria-label={item.name}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group gap="sm" align="flex-start" wrap="nowrap" style={{ minWidth: 0 }}>
            <Checkbox
              aria-label={t('card.select', { name: item.name })}
              checked={selected}
              onChange={(event) => onSelectedChange(event.currentTarget.checked)}
              mt={4}
            />
            <div style={{ minWidth: 0 }}>
              <Text fw={600} size="lg" style={WRAP_ANYWHERE}>
                {item.name}
              </Text>
              <Group gap={6} mt={2}>
                <Badge variant="light" color="gray">
                  {item.item_no}
                </Badge>
                <Badge variant="light" color={item.type === 'services' ? 'grape' : 'blue'}>
                  {t(item.type === 'services' ? 'type.service' : 'type.product')}
                </Badge>
                <Badge variant="outline" color="gray">
                  {item.category_type === NOT_AVAILABLE ? t('filter.uncategorised') : item.category_type}
                </Badge>
              </Group>
            </div>
          </Group>
          <Group gap={4} wrap="nowrap">
            <Tooltip label={recentLabel}>
              <ActionIcon
                variant="subtle"
                color="yellow"
                aria-label={recentLabel}
                aria-pressed={inRecent}
                onClick={onToggleRecent}
              >
                {inRecent ? <IconStarFilled size={18} /> : <IconStar size={18} />}
              </ActionIcon>
            </Tooltip>
            <EditDeleteActions
              editPath={paths.editItem(item.id)}
              editLabel={t('card.edit', { name: item.name })}
              deleteLabel={t('card.delete', { name: item.name })}
              onDelete={onDelete}
            />
          </Group>
        </Group>
        {item.description && (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
            {item.description}
          </Text>
        )}
        <SimpleGrid cols={3} spacing="sm">
          <Figure label={t('card.quantity')} value={String(item.quantity)} />
          <Figure label={t('card.rate')} value={money(item.unit_price)} />
          <Figure label={t('card.price')} value={money(item.amount)} />
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

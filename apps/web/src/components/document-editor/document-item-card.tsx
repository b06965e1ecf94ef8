// One selected item card (docs/reference/items.md 'Screens'): name, type, item number, description, quantity
// x unit price and the line total. On a document that can change, the quantity and unit price are typed in
// the card and the line is removed with one click (issue 14, ADR 0208); the order in the page is the order of
// the Tab key: Edit (the dialog, for the name, description and type), quantity, unit price, Remove, then the
// next card. On a narrow screen the figures take two rows of two.
import { useTranslation } from 'react-i18next';
import { ActionIcon, Badge, Card, Group, SimpleGrid, Text } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { quantityToText } from '@tradebook/domain/documents/quantity';
import { formatMoney, minorToText } from '@tradebook/domain/money/money';
import type { DraftLine } from '../../lib/documents/document-draft';
import { LineFigureInput, readQuantity, readUnitPrice } from './line-figure-input';
import { WRAP_ANYWHERE } from '../../lib/wrap-anywhere';

/** What typing in a card changes: its quantity (thousandths) or its unit price (minor units). */
export type LineFigures = Partial<Pick<DraftLine, 'quantityMilli' | 'unitPriceMinor'>>;

export interface DocumentItemCardProps {
  line: DraftLine;
  lineTotalMinor: number;
  currencySymbol: string;
  /** The id of the card's quantity field (focus moves there when the card before it is removed). */
  quantityId: string;
  onEdit?: (line: DraftLine) => void;
  onRemove?: (line: DraftLine) => void;
  /** Given, the quantity and unit price are typed in place. */
  onChange?: (line: DraftLine, figures: LineFigures) => void;
  disabled?: boolean;
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

function Amount({ value, align }: { value: string; align: 'left' | 'right' }) {
  const { t } = useTranslation('documents');
  return (
    <div style={{ textAlign: align }}>
      <Text size="xs" c="dimmed">
        {t('card.amount')}
      </Text>
      <Text size="sm" fw={700} data-testid="line-total">
        {value}
      </Text>
    </div>
  );
}

function RemoveButton({
  line,
  onRemove,
  disabled,
}: Pick<DocumentItemCardProps, 'line' | 'disabled'> & {
  onRemove: (line: DraftLine) => void;
}) {
  const { t } = useTranslation('documents');
  return (
    <ActionIcon
      variant="subtle"
      color="red"
      aria-label={t('card.remove', { name: line.name })}
      onClick={() => onRemove(line)}
      disabled={disabled}
    >
      <IconTrash size={18} />
    </ActionIcon>
  );
}

export function DocumentItemCard({
  line,
  lineTotalMinor,
  currencySymbol,
  quantityId,
  onEdit,
  onRemove,
  onChange,
  disabled = false,
}: DocumentItemCardProps) {
  const { t } = useTranslation('documents');
  const money = (minor: number) => formatMoney(minor, currencySymbol);
  const inPlace = onChange !== undefined && !disabled;
  return (
    <Card withBorder padding="sm" radius="md" component="li" aria-label={line.name}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Text fw={600} style={WRAP_ANYWHERE}>
            {line.name}
          </Text>
          <Group gap={6} mt={2}>
            <Badge size="xs" variant="light" color={line.type === 'service' ? 'grape' : 'blue'}>
              {t(line.type === 'service' ? 'line_type.service' : 'line_type.product')}
            </Badge>
            {line.itemNo && (
              <Badge size="xs" variant="light" color="gray">
                {line.itemNo}
              </Badge>
            )}
          </Group>
        </div>
        {(onEdit || (onRemove && !inPlace)) && (
          <Group gap={4} wrap="nowrap">
            {onEdit && (
              <ActionIcon
                variant="subtle"
                aria-label={t('card.edit', { name: line.name })}
                onClick={() => onEdit(line)}
                disabled={disabled}
              >
                <IconEdit size={18} />
              </ActionIcon>
            )}
            {onRemove && !inPlace && <RemoveButton line={line} onRemove={onRemove} disabled={disabled} />}
          </Group>
        )}
      </Group>
      {line.description && (
        <Text size="sm" c="dimmed" mt={6} style={{ whiteSpace: 'pre-line' }} lineClamp={3}>
          {line.description}
        </Text>
      )}
      {inPlace ? (
        <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm" verticalSpacing="xs" mt="sm">
          <LineFigureInput
            id={quantityId}
            label={t('card.quantity')}
            lineName={line.name}
            value={quantityToText(line.quantityMilli)}
            read={readQuantity}
            onApply={(quantityMilli) => onChange(line, { quantityMilli })}
          />
          <LineFigureInput
            id={`${quantityId}-price`}
            label={t('card.unit_price')}
            lineName={line.name}
            value={minorToText(line.unitPriceMinor)}
            read={readUnitPrice}
            onApply={(unitPriceMinor) => onChange(line, { unitPriceMinor })}
            leftSection={currencySymbol || undefined}
          />
          <Amount value={money(lineTotalMinor)} align="left" />
          <Group justify="flex-end" align="flex-end">
            {onRemove && <RemoveButton line={line} onRemove={onRemove} />}
          </Group>
        </SimpleGrid>
      ) : (
        <SimpleGrid cols={3} spacing="sm" mt="sm">
          <Figure label={t('card.quantity')} value={quantityToText(line.quantityMilli)} />
          <Figure label={t('card.unit_price')} value={money(line.unitPriceMinor)} />
          <Amount value={money(lineTotalMinor)} align="right" />
        </SimpleGrid>
      )}
    </Card>
  );
}

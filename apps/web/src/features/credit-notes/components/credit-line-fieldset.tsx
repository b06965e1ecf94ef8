// One line of the invoice on the add screen: whether it is credited, and the quantity and unit price to
// credit (the rest of the line filled in), with what is left to credit of it. A fieldset named by the
// line, so each field's name says which line it belongs to.
import { useTranslation } from 'react-i18next';
import { Checkbox, Fieldset, Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import { formatMoney } from '@tradebook/domain/money/money';
import type { FieldErrors, LineChoice } from '../../../lib/documents/kinds/credit-note-save';
import { creditMessage } from '../../../lib/documents/kinds/credit-note-kind';

export interface CreditLineFieldsetProps {
  choice: LineChoice;
  currencySymbol: string;
  errors: FieldErrors | undefined;
  onChange: (change: Partial<Pick<LineChoice, 'chosen' | 'quantity' | 'unitPrice'>>) => void;
}

export function CreditLineFieldset({ choice, currencySymbol, errors, onChange }: CreditLineFieldsetProps) {
  const left = formatMoney(choice.leftMinor, currencySymbol);
  const nothingLeft = choice.leftMinor === 0;
  const { t } = useTranslation('kinds');
  return (
    <Fieldset legend={choice.name} radius="md" data-testid={`credit-line-${choice.lineId}`}>
      {choice.description && (
        <Text size="sm" c="dimmed" mb={6}>
          {choice.description}
        </Text>
      )}
      <Group justify="space-between" gap="xs" mb={choice.chosen ? 'sm' : 0}>
        <Checkbox
          label={t('credit_notes.credit_line', { name: choice.name })}
          checked={choice.chosen}
          disabled={nothingLeft}
          onChange={(event) => onChange({ chosen: event.currentTarget.checked })}
        />
        <Text size="sm" c="dimmed">
          {nothingLeft ? t('credit_notes.credited_in_full') : t('credit_notes.left', { amount: left })}
        </Text>
      </Group>
      {choice.chosen && (
        <SimpleGrid cols={2} spacing="sm">
          <TextInput
            label={t('credit_notes.quantity')}
            inputMode="decimal"
            value={choice.quantity}
            error={errors?.quantity && creditMessage(errors.quantity)}
            onChange={(event) => onChange({ quantity: event.currentTarget.value })}
          />
          <TextInput
            label={t('credit_notes.unit_price')}
            inputMode="decimal"
            leftSection={<Text size="sm">{currencySymbol}</Text>}
            value={choice.unitPrice}
            error={errors?.unitPrice && creditMessage(errors.unitPrice)}
            onChange={(event) => onChange({ unitPrice: event.currentTarget.value })}
          />
        </SimpleGrid>
      )}
    </Fieldset>
  );
}

// The Discount dialog of quotations and invoices (docs/reference/documents.md 'Statuses' and 'Rules'):
// percent or amount, mutually exclusive (ticking one unticks the other), percent by default; a percent is 0
// to 100, an amount 0 up to the items total. A valid value is applied as it is typed, so the totals panel
// follows the keyboard; Cancel (or closing while the value is invalid) puts back the discount it opened with.
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Button, Checkbox, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { discountMinor } from '@tradebook/domain/documents/totals';
import { formatMoney } from '@tradebook/domain/money/money';
import { discountProblem, scaledDiscount, type DraftDiscount } from '../../lib/documents/document-draft';

export interface DiscountDialogProps {
  opened: boolean;
  /** The applied discount: where the dialog starts and what Cancel returns to. */
  discount: DraftDiscount;
  itemsTotalMinor: number;
  currencySymbol: string;
  /** Called with every valid value as it is typed, and with the starting one on Cancel. */
  onChange: (discount: DraftDiscount) => void;
  onClose: () => void;
}

function DiscountForm({
  discount,
  itemsTotalMinor,
  currencySymbol,
  onChange,
  onClose,
}: Omit<DiscountDialogProps, 'opened'>) {
  const { t } = useTranslation('documents');
  const [start] = useState(discount);
  const [draft, setDraft] = useState(discount);
  const problem = discountProblem(draft, itemsTotalMinor);

  const change = (next: DraftDiscount) => {
    setDraft(next);
    if (!discountProblem(next, itemsTotalMinor)) onChange(next);
  };
  const cancel = () => {
    onChange(start);
    onClose();
  };
  const preview = problem ? undefined : discountMinor(itemsTotalMinor, scaledDiscount(draft));
  // Closing with X or Escape keeps what was applied, unless the field holds a value that cannot be.
  const dismiss = () => (problem ? cancel() : onClose());

  return (
    <Modal
      opened
      onClose={dismiss}
      title={t('discount.title')}
      closeButtonProps={{ 'aria-label': t('editor.close_dialog') }}
      size="md"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!problem) onClose();
        }}
      >
        <Stack gap="md">
          <Group gap="xl">
            <Checkbox
              label={t('discount.percent')}
              checked={draft.type === 'percent'}
              onChange={(event) => {
                if (event.currentTarget.checked) change({ ...draft, type: 'percent' });
              }}
            />
            <Checkbox
              label={t('discount.amount')}
              checked={draft.type === 'amount'}
              onChange={(event) => {
                if (event.currentTarget.checked) change({ ...draft, type: 'amount' });
              }}
            />
          </Group>
          <NumberInput
            label={
              draft.type === 'percent'
                ? t('discount.label_percent')
                : currencySymbol
                  ? t('discount.label_amount', { symbol: currencySymbol })
                  : t('discount.label_amount_plain')
            }
            description={
              draft.type === 'percent'
                ? t('discount.hint_percent')
                : t('discount.hint_amount', { total: formatMoney(itemsTotalMinor, currencySymbol) })
            }
            value={draft.value}
            // Mantine gives text while typing ('10.'): kept as typed, read exactly by parseScaled.
            onChange={(value) => change({ ...draft, value: String(value) })}
            decimalScale={draft.type === 'percent' ? 3 : 2}
            allowNegative={false}
            hideControls
            inputMode="decimal"
            placeholder="0"
            error={problem}
            data-autofocus
          />
          <Text size="sm" c="dimmed" aria-live="polite">
            {preview === undefined
              ? '\u00a0'
              : t('discount.preview', { amount: formatMoney(preview, currencySymbol) })}
          </Text>
          <Group justify="space-between">
            <Button variant="subtle" color="red" onClick={() => change({ ...draft, value: '' })}>
              {t('discount.remove')}
            </Button>
            <Group gap="sm">
              <Button variant="default" onClick={cancel}>
                {t('discount.cancel')}
              </Button>
              <Button type="submit" disabled={problem !== undefined}>
                {t('discount.apply')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export function DiscountDialog({ opened, ...props }: DiscountDialogProps) {
  // Mounted only while open, so each opening starts from the applied discount.
  return opened ? <DiscountForm {...props} /> : null;
}

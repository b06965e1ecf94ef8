// The document's currency and, in another currency than the business's, its exchange rate to it
// (docs/decisions/0391-documents-in-a-foreign-currency.md): '1 USD = ? GBP', prefilled with the last rate
// kept for that currency, required, with what it needs next to it when it is missing or not a rate.
import { Paper, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toRateMicro } from '@tradebook/domain/money/exchange-rate';
import { CurrencySelect } from '../lookups/currency-select';
import type { DocumentCurrency } from './use-document-currency';

export interface CurrencyFieldsProps {
  currencyId: number | null;
  exchangeRate: string;
  currency: DocumentCurrency;
  editable: boolean;
  /** Set after a refused save while the rate is missing or wrong. */
  rateProblem?: string;
  ids?: { currency?: string; rate?: string };
}

export function CurrencyFields({
  currencyId,
  exchangeRate,
  currency,
  editable,
  rateProblem,
  ids = {},
}: CurrencyFieldsProps) {
  const { t } = useTranslation('currencies');
  const words = {
    from: currency.currency?.code ?? '',
    to: currency.businessCurrency?.code ?? '',
  };
  const typed = exchangeRate.trim();
  const hint =
    typed !== '' && toRateMicro(typed) === undefined
      ? t('editor.rate_invalid')
      : rateProblem
        ? t('editor.rate_missing', words)
        : undefined;
  return (
    <Paper withBorder p="md" radius="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <CurrencySelect
          id={ids.currency}
          label={t('editor.currency')}
          value={currencyId === null ? null : String(currencyId)}
          onChange={(value) => value && currency.chooseCurrency(Number(value))}
          allowDeselect={false}
          disabled={!editable}
        />
        {currency.foreign && (
          <TextInput
            id={ids.rate}
            label={t('editor.exchange_rate', words)}
            description={currency.proposed ? t('editor.rate_proposed') : t('editor.rate_description', words)}
            value={exchangeRate}
            onChange={(event) => currency.changeRate(event.currentTarget.value)}
            inputMode="decimal"
            autoComplete="off"
            withAsterisk
            disabled={!editable}
            error={hint}
          />
        )}
      </SimpleGrid>
    </Paper>
  );
}

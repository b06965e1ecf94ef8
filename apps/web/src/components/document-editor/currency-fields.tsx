// The document's currency and, in another currency than the business's, its exchange rate to it
// (docs/decisions/0391-documents-in-a-foreign-currency.md): '1 USD = ? GBP', prefilled with the last rate
// kept for that currency, required, with what it needs next to it when it is missing or not a rate.
import { Paper, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toRateMicro } from '@tradebook/domain/money/exchange-rate';
import { useFormatCalendarDate } from '../../lib/dates/business-locale';
import { useReadTypedDecimal } from '../../lib/money/typed-decimal';
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
  const words = useTranslation('screen-words').t;
  const formatDate = useFormatCalendarDate();
  const typedDecimal = useReadTypedDecimal();
  const codes = {
    from: currency.currency?.code ?? '',
    to: currency.businessCurrency?.code ?? '',
  };
  const typed = exchangeRate.trim();
  const hint =
    typed !== '' && toRateMicro(typed) === undefined
      ? t('editor.rate_invalid')
      : rateProblem
        ? t('editor.rate_missing', codes)
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
            label={t('editor.exchange_rate', codes)}
            description={
              currency.proposed ? (
                <>
                  <span>{t('editor.rate_proposed')}</span>
                  {/* When the proposed rate was kept (ADR 0260): the owner judges whether it is still right. */}
                  {currency.proposedDate && (
                    <>
                      {' '}
                      <span>{words('rate_last_used', { date: formatDate(currency.proposedDate) })}</span>
                    </>
                  )}
                </>
              ) : (
                t('editor.rate_description', codes)
              )
            }
            value={exchangeRate}
            // The owner's decimal comma ('0,79') becomes the point the rate is kept with, as it is typed.
            onChange={(event) => currency.changeRate(typedDecimal(event.currentTarget.value))}
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

// A searchable currency picker fed by get_currency_list. Its value is the currency's id as text. Options
// read as the currency's name; the code and symbol are shown beside it and can be searched for too.
import { useMemo } from 'react';
import { Group, Select, Text, type ComboboxItem, type OptionsFilter, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrencies } from '../../lib/api/lookups/get-currencies';
import type { Currency } from '@tradebook/domain/lookups/lookups.schemas';

export type CurrencySelectProps = Omit<SelectProps, 'data' | 'searchable' | 'filter' | 'renderOption'>;

function tag(currency: Currency): string {
  return currency.symbol && currency.symbol !== currency.code
    ? `${currency.code} ${currency.symbol}`
    : currency.code;
}

export function CurrencySelect({ placeholder, ...props }: CurrencySelectProps) {
  const { t } = useTranslation();
  const currencies = useCurrencies();
  const { data, byId } = useMemo(() => {
    const list = currencies.data ?? [];
    return {
      data: list.map((currency) => ({ value: String(currency.id), label: currency.name })),
      byId: new Map(list.map((currency) => [String(currency.id), currency])),
    };
  }, [currencies.data]);

  const filter: OptionsFilter = ({ options, search }) => {
    const query = search.trim().toLowerCase();
    if (!query) return options;
    return (options as ComboboxItem[]).filter((option) => {
      const currency = byId.get(option.value);
      return option.label.toLowerCase().includes(query) || currency?.code.toLowerCase().includes(query);
    });
  };

  return (
    <Select
      label={t('lookups.currency')}
      placeholder={
        currencies.isLoading ? t('lookups.loading_currency') : (placeholder ?? t('lookups.choose_currency'))
      }
      nothingFoundMessage={t('lookups.no_currency')}
      {...props}
      data={data}
      searchable
      filter={filter}
      renderOption={({ option }) => {
        const currency = byId.get(option.value);
        return (
          <Group justify="space-between" wrap="nowrap" w="100%" gap="sm">
            <span>{option.label}</span>
            {currency && (
              <Text component="span" size="xs" c="dimmed" aria-hidden>
                {tag(currency)}
              </Text>
            )}
          </Group>
        );
      }}
    />
  );
}

/** The label of a chosen currency for summaries: 'British Pound (GBP £)'. */
export function currencyLabel(currency: Currency | undefined): string {
  return currency ? `${currency.name} (${tag(currency)})` : '';
}

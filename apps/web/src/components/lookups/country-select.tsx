// A searchable country picker fed by get_new_country_list. Its value is the country's id as text.
import { useMemo } from 'react';
import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCountries } from '../../lib/api/lookups/get-countries';

export type CountrySelectProps = Omit<SelectProps, 'data' | 'searchable'>;

export function CountrySelect({ placeholder, ...props }: CountrySelectProps) {
  const { t } = useTranslation();
  const countries = useCountries();
  const data = useMemo(
    () => (countries.data ?? []).map((country) => ({ value: String(country.id), label: country.name })),
    [countries.data],
  );
  return (
    <Select
      label={t('lookups.country')}
      placeholder={
        countries.isLoading ? t('lookups.loading_country') : (placeholder ?? t('lookups.choose_country'))
      }
      nothingFoundMessage={t('lookups.no_country')}
      {...props}
      data={data}
      searchable
    />
  );
}

// A searchable country picker fed by get_new_country_list. Its value is the country's id as text.
import { useMemo } from 'react';
import { Select, type SelectProps } from '@mantine/core';
import { useCountries } from '../../lib/api/lookups/get-countries';

export type CountrySelectProps = Omit<SelectProps, 'data' | 'searchable'>;

export function CountrySelect({ placeholder, ...props }: CountrySelectProps) {
  const countries = useCountries();
  const data = useMemo(
    () => (countries.data ?? []).map((country) => ({ value: String(country.id), label: country.name })),
    [countries.data],
  );
  return (
    <Select
      label="Country"
      placeholder={countries.isLoading ? 'Loading countries…' : (placeholder ?? 'Choose a country')}
      nothingFoundMessage="No country matches"
      {...props}
      data={data}
      searchable
    />
  );
}

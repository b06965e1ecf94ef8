// General (spec 000 section 2): country, language and currency, each saved as soon as it is chosen and
// followed by a profile refresh; the server's message is shown.
import { useState } from 'react';
import { Select, SimpleGrid } from '@mantine/core';
import { LANGUAGES } from '@tradebook/domain/profile/regional.schemas';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCountries } from '../../../lib/api/lookups/get-countries';
import { useCurrencies } from '../../../lib/api/lookups/get-currencies';
import type { Profile } from '@tradebook/domain/profile/profile-answer.schemas';
import { useUpdateCountry } from '../api/update-country';
import { useUpdateCurrency } from '../api/update-currency';
import { useUpdateLanguage } from '../api/update-language';

// Mantine keeps a closed list in the page, labelled like its input; unmounting it leaves one element per
// label, so getByLabel (tests, assistive tools) finds just the input.
const CLOSED_LIST_UNMOUNTED = { keepMounted: false } as const;

const LANGUAGE_OPTIONS = LANGUAGES.map((language) => ({ value: language.code, label: language.name }));

export function GeneralTab({ profile }: { profile: Profile }) {
  const countries = useCountries();
  const currencies = useCurrencies();
  const updateCountry = useUpdateCountry();
  const updateLanguage = useUpdateLanguage();
  const updateCurrency = useUpdateCurrency();
  // The choice shows at once; it goes back if the server refuses it.
  const [chosen, setChosen] = useState<{ country?: string; language?: string; currency?: string }>({});

  const save = async (key: keyof typeof chosen, value: string, call: () => Promise<string>) => {
    setChosen((current) => ({ ...current, [key]: value }));
    try {
      notifySuccess(await call());
    } catch (error) {
      setChosen((current) => ({ ...current, [key]: undefined }));
      notifyError(errorMessage(error));
    }
  };

  const countryOptions = (countries.data ?? []).map((country) => ({
    value: String(country.id),
    label: country.name,
  }));
  const currencyOptions = (currencies.data ?? []).map((currency) => ({
    value: String(currency.id),
    label: `${currency.name} (${currency.code} ${currency.symbol})`,
  }));

  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      <Select
        comboboxProps={CLOSED_LIST_UNMOUNTED}
        label="Country"
        data={countryOptions}
        value={chosen.country ?? String(profile.country_id)}
        searchable
        allowDeselect={false}
        nothingFoundMessage="No country found"
        disabled={updateCountry.isPending}
        onChange={(value) => {
          const country = countries.data?.find((option) => String(option.id) === value);
          if (country) void save('country', value ?? '', () => updateCountry.mutateAsync(country.name));
        }}
      />
      <Select
        comboboxProps={CLOSED_LIST_UNMOUNTED}
        label="Language"
        data={LANGUAGE_OPTIONS}
        value={chosen.language ?? profile.language}
        allowDeselect={false}
        disabled={updateLanguage.isPending}
        onChange={(value) => value && void save('language', value, () => updateLanguage.mutateAsync(value))}
      />
      <Select
        comboboxProps={CLOSED_LIST_UNMOUNTED}
        label="Currency"
        data={currencyOptions}
        value={chosen.currency ?? String(profile.currency_id)}
        searchable
        allowDeselect={false}
        nothingFoundMessage="No currency found"
        disabled={updateCurrency.isPending}
        onChange={(value) =>
          value && void save('currency', value, () => updateCurrency.mutateAsync(Number(value)))
        }
      />
    </SimpleGrid>
  );
}

// General (docs/reference/settings.md 'Screens'): country, language and currency, each saved as soon as it is
// chosen and followed by a profile refresh; the server's message is shown. A new country proposes its usual
// currency (issue 14) without changing it: the owner may well invoice abroad in the currency they had.
import { useState } from 'react';
import { Alert, Button, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@tradebook/domain/profile/regional.schemas';
import { errorMessage } from '../../../lib/api-client';
import { serverText } from '../../../lib/i18n/error-text';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCountries } from '../../../lib/api/lookups/get-countries';
import { useCurrencies } from '../../../lib/api/lookups/get-currencies';
import { currencyOfCountry } from '../../../lib/regional-defaults';
import type { Profile } from '@tradebook/domain/profile/profile-answer.schemas';
import { useUpdateCountry } from '../api/update-country';
import { useUpdateCurrency } from '../api/update-currency';
import { useUpdateLanguage } from '../api/update-language';

// Mantine keeps a closed list in the page, labelled like its input; unmounting it leaves one element per
// label, so getByLabel (tests, assistive tools) finds just the input.
const CLOSED_LIST_UNMOUNTED = { keepMounted: false } as const;

const LANGUAGE_OPTIONS = LANGUAGES.map((language) => ({ value: language.code, label: language.name }));

export function GeneralTab({ profile }: { profile: Profile }) {
  const { t } = useTranslation('settings');
  const countries = useCountries();
  const currencies = useCurrencies();
  const updateCountry = useUpdateCountry();
  const updateLanguage = useUpdateLanguage();
  const updateCurrency = useUpdateCurrency();
  // The choice shows at once; it goes back if the server refuses it.
  const [chosen, setChosen] = useState<{ country?: string; language?: string; currency?: string }>({});
  // The currency proposed for the country just chosen, until it is taken or dismissed.
  const [proposal, setProposal] = useState<{ countryName: string; currencyId: number } | null>(null);

  const save = async (key: keyof typeof chosen, value: string, call: () => Promise<string>) => {
    setChosen((current) => ({ ...current, [key]: value }));
    try {
      notifySuccess(serverText(await call()));
      return true;
    } catch (error) {
      setChosen((current) => ({ ...current, [key]: undefined }));
      notifyError(errorMessage(error));
      return false;
    }
  };
  const currentCurrency = chosen.currency ?? String(profile.currency_id);

  const chooseCountry = async (countryId: string) => {
    const country = countries.data?.find((option) => String(option.id) === countryId);
    if (!country) return;
    setProposal(null);
    if (!(await save('country', countryId, () => updateCountry.mutateAsync(country.name)))) return;
    const usual = currencies.data?.find((currency) => currency.code === currencyOfCountry(country.code));
    if (usual && String(usual.id) !== currentCurrency) {
      setProposal({ countryName: country.name, currencyId: usual.id });
    }
  };
  const chooseCurrency = (currencyId: string) => {
    setProposal(null);
    void save('currency', currencyId, () => updateCurrency.mutateAsync(Number(currencyId)));
  };
  const proposed = proposal && currencies.data?.find((currency) => currency.id === proposal.currencyId);

  const countryOptions = (countries.data ?? []).map((country) => ({
    value: String(country.id),
    label: country.name,
  }));
  const currencyOptions = (currencies.data ?? []).map((currency) => ({
    value: String(currency.id),
    label: `${currency.name} (${currency.code} ${currency.symbol})`,
  }));

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <Select
          comboboxProps={CLOSED_LIST_UNMOUNTED}
          label={t('general.country')}
          data={countryOptions}
          value={chosen.country ?? String(profile.country_id)}
          searchable
          allowDeselect={false}
          nothingFoundMessage={t('general.no_country')}
          disabled={updateCountry.isPending}
          onChange={(value) => value && void chooseCountry(value)}
        />
        <Select
          comboboxProps={CLOSED_LIST_UNMOUNTED}
          label={t('general.language')}
          data={LANGUAGE_OPTIONS}
          value={chosen.language ?? profile.language}
          allowDeselect={false}
          disabled={updateLanguage.isPending}
          onChange={(value) => value && void save('language', value, () => updateLanguage.mutateAsync(value))}
        />
        <Select
          comboboxProps={CLOSED_LIST_UNMOUNTED}
          label={t('general.currency')}
          data={currencyOptions}
          value={currentCurrency}
          searchable
          allowDeselect={false}
          nothingFoundMessage={t('general.no_currency')}
          disabled={updateCurrency.isPending}
          onChange={(value) => value && chooseCurrency(value)}
        />
      </SimpleGrid>
      {proposal && proposed && (
        <Alert variant="light" color="blue" title={t('general.currency_too')} role="status">
          <Stack gap="xs">
            <Text size="sm">
              {t('general.usual_currency', {
                country: proposal.countryName,
                currency: proposed.name,
                code: proposed.code,
              })}
            </Text>
            <Group gap="sm">
              <Button size="xs" onClick={() => chooseCurrency(String(proposed.id))}>
                {t('general.use_currency', { currency: proposed.name })}
              </Button>
              <Button size="xs" variant="default" onClick={() => setProposal(null)}>
                {t('general.keep_currency')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}

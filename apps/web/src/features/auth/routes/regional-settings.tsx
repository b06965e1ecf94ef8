// Regional settings (docs/reference/settings.md 'Screens' and 'Rules'): country, language and currency, all
// required, then register. The browser's language gives a first guess; the screen switches to the
// language chosen (docs/decisions/0239).
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@tradebook/domain/profile/regional.schemas';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/page-title';
import { switchLanguage } from '../../../lib/i18n/i18n';
import { serverText } from '../../../lib/i18n/error-text';
import { currencyOfCountry, guessRegion } from '../../../lib/regional-defaults';
import { useCountries } from '../../../lib/api/lookups/get-countries';
import { useCurrencies } from '../../../lib/api/lookups/get-currencies';
import { CountrySelect } from '../../../components/lookups/country-select';
import { CurrencySelect, currencyLabel } from '../../../components/lookups/currency-select';
import { RegionalSettingsSchema } from '../auth-form-schemas';
import { AuthCard } from '../components/auth-card';
import { AuthForm } from '../components/auth-form';
import { AuthLinkLine } from '../components/auth-link-line';
import { AuthSubmit } from '../components/auth-submit';
import { loadRegionalChoice, saveRegionalChoice } from '../regional-choice';

// Each language named in itself, whatever the screen's language.
const LANGUAGE_OPTIONS = LANGUAGES.map((language) => ({ value: language.code, label: language.name }));

export default function RegionalSettings() {
  const { t } = useTranslation('auth');
  usePageTitle(t('regional.title'));
  const navigate = useNavigate();
  const countries = useCountries();
  const currencies = useCurrencies();

  const [previous] = useState(() => loadRegionalChoice());
  const form = useForm({
    resolver: zodResolver(RegionalSettingsSchema),
    defaultValues: {
      country: previous?.country ?? '',
      language: previous?.language ?? 'us',
      currency: previous?.currency ?? '',
    },
  });
  const { errors } = form.formState;

  // Fill in the guess once the lists arrive, unless the visitor already chose something.
  const { getValues, setValue } = form;
  useEffect(() => {
    const country = countries.data?.find((entry) => entry.code === guessRegion().countryCode);
    if (country && !getValues('country')) setValue('country', String(country.id));
  }, [countries.data, getValues, setValue]);
  useEffect(() => {
    const currency = currencies.data?.find((entry) => entry.code === guessRegion().currencyCode);
    if (currency && !getValues('currency')) setValue('currency', String(currency.id));
  }, [currencies.data, getValues, setValue]);

  // A country just picked brings its usual currency; the visitor can still pick another after (ADR 0223).
  // The language stays the visitor's choice.
  const proposeFor = (countryId: string | null) => {
    const code = countries.data?.find((country) => String(country.id) === countryId)?.code;
    const currency = currencies.data?.find((entry) => entry.code === currencyOfCountry(code));
    if (currency) setValue('currency', String(currency.id), { shouldValidate: true });
  };

  const onSubmit = form.handleSubmit((values) => {
    const regional = {
      ...values,
      countryName: countries.data?.find((country) => String(country.id) === values.country)?.name ?? '',
      currencyLabel: currencyLabel(
        currencies.data?.find((currency) => String(currency.id) === values.currency),
      ),
    };
    saveRegionalChoice(regional);
    navigate(paths.register, { state: { regional } });
  });

  return (
    <AuthCard title={t('regional.title')} subtitle={t('regional.subtitle')}>
      <AuthForm onSubmit={onSubmit}>
        <Controller
          control={form.control}
          name="country"
          render={({ field: { value, onChange, ...field } }) => (
            <CountrySelect
              {...field}
              label={t('regional.country')}
              placeholder={t('regional.choose_country')}
              allowDeselect={false}
              error={errors.country?.message && serverText(errors.country.message)}
              value={value || null}
              onChange={(next) => {
                onChange(next ?? '');
                proposeFor(next);
              }}
            />
          )}
        />
        <Controller
          control={form.control}
          name="language"
          render={({ field: { value, onChange, ...field } }) => (
            <Select
              {...field}
              label={t('regional.language')}
              data={LANGUAGE_OPTIONS}
              allowDeselect={false}
              error={errors.language?.message && serverText(errors.language.message)}
              value={value || null}
              onChange={(next) => {
                onChange(next ?? '');
                if (next) void switchLanguage(next);
              }}
            />
          )}
        />
        <Controller
          control={form.control}
          name="currency"
          render={({ field: { value, onChange, ...field } }) => (
            <CurrencySelect
              {...field}
              label={t('regional.currency')}
              placeholder={t('regional.choose_currency')}
              // Picking the currency the country already proposed keeps it (never clears it).
              allowDeselect={false}
              error={errors.currency?.message && serverText(errors.currency.message)}
              value={value || null}
              onChange={(next) => onChange(next ?? '')}
            />
          )}
        />
        <AuthSubmit label={t('regional.next')} />
      </AuthForm>
      <AuthLinkLine text={t('regional.have_account')} to={paths.login} link={t('regional.log_in')} />
    </AuthCard>
  );
}

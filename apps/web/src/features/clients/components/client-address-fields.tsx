// The client's address, first on the client form (ADR 0225): country, then the state list of that country
// (reloaded when it changes), street lines, town and postcode, each box named as the client's country
// names it (a British client has a county and a postcode).
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ClientInput } from '@tradebook/domain/clients/clients.schemas';
import type { Country } from '@tradebook/domain/lookups/lookups.schemas';
import { CountrySelect } from '../../../components/lookups/country-select';
import { addressLabels } from '../../../lib/address-labels';
import { useStates } from '../../../lib/api/lookups/get-states';
import type { ClientFormValues } from './client-form-values';

export interface ClientAddressFieldsProps {
  form: UseFormReturn<ClientFormValues, unknown, ClientInput>;
  countries: Country[] | undefined;
  chosenCountry: Country | undefined;
  fixError: (field: string, message?: string) => string | undefined;
}

/** 'Postcode' -> 'postcode', 'State / region' -> 'state_region': its key under `clients:address.labels`. */
const labelKey = (english: string) => english.toLowerCase().replace(/[^a-z]+/g, '_');

export function ClientAddressFields({ form, countries, chosenCountry, fixError }: ClientAddressFieldsProps) {
  const { t } = useTranslation('clients');
  const { errors } = form.formState;
  const countryId = chosenCountry?.id ?? null;
  const english = addressLabels(chosenCountry?.code);
  const place = {
    state: t(`address.labels.${labelKey(english.state)}`, { defaultValue: english.state }),
    zip: t(`address.labels.${labelKey(english.zip)}`, { defaultValue: english.zip }),
  };
  const states = useStates(countryId);
  const stateOptions = states.data?.map((state) => state.name) ?? [];

  return (
    <Stack gap="md" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Title order={2} size="h5" component="legend">
        {t('address.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <CountrySelect
          value={countryId === null ? null : String(countryId)}
          onChange={(id) => {
            const country = countries?.find((candidate) => String(candidate.id) === id);
            form.setValue('country', country?.name ?? '', { shouldDirty: true });
            // The state list is the new country's: a state of the old one no longer applies.
            form.setValue('state', '', { shouldDirty: true });
          }}
          error={fixError('country', errors.country?.message)}
          clearable
        />
        <Controller
          control={form.control}
          name="state"
          render={({ field }) =>
            // A country without a state list (or a state not in it) takes the state as typed.
            countryId !== null && states.isSuccess && stateOptions.length === 0 ? (
              <TextInput
                label={place.state}
                value={field.value}
                onChange={field.onChange}
                error={errors.state?.message}
              />
            ) : (
              <Select
                label={place.state}
                placeholder={
                  countryId === null
                    ? t('address.choose_country_first')
                    : states.isLoading
                      ? t('address.loading')
                      : t('address.choose', { place: place.state, place_lower: place.state.toLowerCase() })
                }
                data={
                  field.value && !stateOptions.includes(field.value)
                    ? [field.value, ...stateOptions]
                    : stateOptions
                }
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                disabled={countryId === null || states.isLoading}
                searchable
                clearable
                nothingFoundMessage={t('address.no_state')}
              />
            )
          }
        />
        <TextInput
          label={t('address.postal_address')}
          error={fixError('postal_address', errors.postal_address?.message)}
          {...form.register('postal_address')}
        />
        <TextInput
          label={t('address.street')}
          error={errors.street2?.message}
          {...form.register('street2')}
        />
        <TextInput
          label={t('address.city')}
          error={fixError('city', errors.city?.message)}
          {...form.register('city')}
        />
        <TextInput label={place.zip} error={fixError('zip', errors.zip?.message)} {...form.register('zip')} />
      </SimpleGrid>
    </Stack>
  );
}

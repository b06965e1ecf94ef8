// The add-client and edit-client form (docs/reference/clients.md 'Screens', 'Fields' and 'Rules'), with an
// optional address section. Country and state are kept by name; the state list is the chosen country's and
// reloads when the country changes. Add and edit check the e-mail alike (docs/reference/clients.md: one
// client, one valid address), with the domain's clientEmailField, shown next to the field.
import { useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Select, SimpleGrid, Stack, Switch, Textarea, TextInput, Title } from '@mantine/core';
import { CreateClientSchema, type Client, type ClientInput } from '@tradebook/domain/clients/clients.schemas';
import { NOT_AVAILABLE } from '@tradebook/domain/profile/profile-complete';
import { useCountries } from '../../../lib/api/lookups/get-countries';
import { useStates } from '../../../lib/api/lookups/get-states';
import { CountrySelect } from '../../../components/lookups/country-select';
import { useBusinessCountryCode, withPhoneChecks } from '../../../lib/phone-numbers';
import { addressLabels } from '../../../lib/address-labels';
import { EINVOICE_SCHEMES } from '@tradebook/domain/einvoices/einvoice-formats';
import { useSearchParams } from 'react-router';

export type ClientFormValues = Omit<ClientInput, never>;

export const EMPTY_CLIENT: ClientFormValues = {
  full_name: '',
  email: '',
  business_name: '',
  phone1: '',
  phone2: '',
  website: '',
  notes: '',
  country: '',
  state: '',
  postal_address: '',
  street2: '',
  zip: '',
  city: '',
  vat_number: '',
  buyer_reference: '',
  einvoice_scheme: '',
  einvoice_address: '',
};

const ADDRESS_FIELDS = ['country', 'state', 'postal_address', 'street2', 'zip', 'city'] as const;

export function clientFormValues(client: Client): ClientFormValues {
  return {
    full_name: client.full_name,
    email: client.email,
    business_name: client.business_name,
    phone1: client.phone1,
    phone2: client.phone2,
    website: client.website,
    notes: client.notes === NOT_AVAILABLE ? '' : client.notes,
    country: client.country,
    state: client.state,
    postal_address: client.postal_address || client.street1,
    street2: client.street2,
    zip: client.zip,
    city: client.city,
    vat_number: client.vat_number,
    buyer_reference: client.buyer_reference,
    einvoice_scheme: client.einvoice_scheme,
    einvoice_address: client.einvoice_address,
  };
}

export interface ClientFormProps {
  mode: 'add' | 'edit';
  defaultValues: ClientFormValues;
  onSubmit: (input: ClientInput) => Promise<void>;
  /** The buttons; one of them should be type="submit". */
  actions: ReactNode;
}

export function ClientForm({ mode, defaultValues, onSubmit, actions }: ClientFormProps) {
  // The add form's schema serves both: it checks the e-mail's form (clientEmailField), as the edit form
  // must too (docs/reference/clients.md), and the fields are the same.
  const countryCode = useBusinessCountryCode();
  const form = useForm<ClientFormValues, unknown, ClientInput>({
    resolver: withPhoneChecks(
      zodResolver(CreateClientSchema) as unknown as Resolver<ClientFormValues, unknown, ClientInput>,
      ['phone1', 'phone2'],
      countryCode,
    ),
    defaultValues,
  });
  const { errors } = form.formState;
  // An e-invoice check sent the owner here to fill a field (?fix=vat_number): it is pointed out.
  const [params] = useSearchParams();
  const fix = params.get('fix');
  const fixError = (field: string, message?: string) =>
    message ?? (fix === field ? 'Your e-invoices to this client need this.' : undefined);
  const [withAddress, setWithAddress] = useState(
    () =>
      ADDRESS_FIELDS.some((field) => defaultValues[field] !== '') ||
      ['country', 'city', 'zip', 'postal_address'].includes(params.get('fix') ?? ''),
  );
  const countries = useCountries();
  const countryName = useWatch({ control: form.control, name: 'country' });
  const chosenCountry = countries.data?.find(
    (country) => country.name.toLowerCase() === countryName.trim().toLowerCase(),
  );
  const countryId = chosenCountry?.id ?? null;
  // The client's own country names its address boxes (a British client has a county and a postcode).
  const place = addressLabels(chosenCountry?.code);
  const states = useStates(withAddress ? countryId : null);

  const submit = form.handleSubmit(async (input) => {
    const address = withAddress ? {} : Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, '']));
    await onSubmit({ ...input, ...address });
  });

  const stateOptions = states.data?.map((state) => state.name) ?? [];

  return (
    <form onSubmit={submit} noValidate aria-label={mode === 'add' ? 'Add client' : 'Edit client'}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Full Name"
            withAsterisk
            autoComplete="off"
            error={errors.full_name?.message}
            {...form.register('full_name')}
          />
          <TextInput
            label="Email"
            withAsterisk
            type="email"
            autoComplete="off"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <TextInput
            label="Business Name"
            error={errors.business_name?.message}
            {...form.register('business_name')}
          />
          <TextInput label="Website" error={errors.website?.message} {...form.register('website')} />
          <TextInput
            label="Phone"
            inputMode="numeric"
            error={errors.phone1?.message}
            {...form.register('phone1')}
          />
          <TextInput
            label="Mobile"
            inputMode="numeric"
            error={errors.phone2?.message}
            {...form.register('phone2')}
          />
        </SimpleGrid>
        <Textarea label="Notes" rows={3} error={errors.notes?.message} {...form.register('notes')} />

        <Stack gap="md" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
          <Title order={2} size="h5" component="legend">
            E-invoice details
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="VAT number"
              description="The client's VAT number with its country code, e.g. FR12345678901."
              error={fixError('vat_number', errors.vat_number?.message)}
              {...form.register('vat_number')}
            />
            <TextInput
              label="Buyer reference"
              description="Their order or reference number; for a German public body, its Leitweg-ID."
              error={fixError('buyer_reference', errors.buyer_reference?.message)}
              {...form.register('buyer_reference')}
            />
            <Controller
              control={form.control}
              name="einvoice_scheme"
              render={({ field }) => (
                <Select
                  label="Electronic address scheme"
                  description="How their system receives e-invoices. Blank: their e-mail."
                  data={EINVOICE_SCHEMES.map((scheme) => ({
                    value: scheme.code,
                    label: `${scheme.label} (${scheme.code})`,
                  }))}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  clearable
                  searchable
                  error={fixError('einvoice_scheme', errors.einvoice_scheme?.message)}
                />
              )}
            />
            <TextInput
              label="Electronic address"
              description="Their address in that scheme, e.g. a Leitweg-ID or Peppol ID."
              error={fixError('einvoice_address', errors.einvoice_address?.message)}
              {...form.register('einvoice_address')}
            />
          </SimpleGrid>
        </Stack>

        <Switch
          label="Address details"
          checked={withAddress}
          onChange={(event) => setWithAddress(event.currentTarget.checked)}
        />
        {withAddress && (
          <Stack gap="md" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
            <Title order={2} size="h5" component="legend">
              Address
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <CountrySelect
                value={countryId === null ? null : String(countryId)}
                onChange={(id) => {
                  const country = countries.data?.find((candidate) => String(candidate.id) === id);
                  form.setValue('country', country?.name ?? '', { shouldDirty: true });
                  // The state list is the new country's: a state of the old one no longer applies.
                  form.setValue('state', '', { shouldDirty: true });
                }}
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
                          ? 'Choose a country first'
                          : states.isLoading
                            ? 'Loading…'
                            : `Choose a ${place.state.toLowerCase()}`
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
                      nothingFoundMessage="No state matches"
                    />
                  )
                }
              />
              <TextInput
                label="Postal Address"
                error={errors.postal_address?.message}
                {...form.register('postal_address')}
              />
              <TextInput label="Street" error={errors.street2?.message} {...form.register('street2')} />
              <TextInput
                label="Town or city"
                error={fixError('city', errors.city?.message)}
                {...form.register('city')}
              />
              <TextInput
                label={place.zip}
                error={fixError('zip', errors.zip?.message)}
                {...form.register('zip')}
              />
            </SimpleGrid>
          </Stack>
        )}
        {actions}
      </Stack>
    </form>
  );
}

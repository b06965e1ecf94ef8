// The add-client and edit-client form (docs/reference/clients.md 'Screens', 'Fields' and 'Rules'; ADR
// 0225). It leads with who the client is and where: name, then the address, whose country is the
// business's own for a new client until changed. Contact details follow, with each phone read against the
// client's country and the reason next to the field; the e-invoice fields sit under 'E-invoicing', open
// only for a client that needs them. Country and state are kept by name. A refused save puts the focus on
// the first field at fault, opening 'E-invoicing' when the fault is there.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CreateClientSchema, type ClientInput } from '@tradebook/domain/clients/clients.schemas';
import { readClientPhoneNumber } from '@tradebook/domain/clients/client-phone';
import type { Country } from '@tradebook/domain/lookups/lookups.schemas';
import { useSearchParams } from 'react-router';
import { useCountries } from '../../../lib/api/lookups/get-countries';
import { useBusinessCountryCode } from '../../../lib/phone-numbers';
import { ClientAddressFields } from './client-address-fields';
import { ClientEInvoiceFields, EINVOICE_FIELDS } from './client-einvoice-fields';
import { ClientLanguageField } from './client-language-field';
import { ClientCurrencyField } from './client-currency-field';
import type { ClientFormValues } from './client-form-values';

export { EMPTY_CLIENT, clientFormValues, type ClientFormValues } from './client-form-values';

const PHONE_FIELDS = ['phone1', 'phone2'] as const;

export interface ClientFormProps {
  mode: 'add' | 'edit';
  defaultValues: ClientFormValues;
  onSubmit: (input: ClientInput) => Promise<void>;
  /** The buttons; one of them should be type="submit". */
  actions: ReactNode;
}

const findCountry = (countries: Country[] | undefined, name: string) =>
  countries?.find((country) => country.name.toLowerCase() === name.trim().toLowerCase());

const schemaResolver = zodResolver(CreateClientSchema) as unknown as Resolver<
  ClientFormValues,
  unknown,
  ClientInput
>;

export function ClientForm({ mode, defaultValues, onSubmit, actions }: ClientFormProps) {
  const { t } = useTranslation('clients');
  const countries = useCountries();
  const businessCountryCode = useBusinessCountryCode();
  // The phones are read against the country chosen at the moment of the save.
  const phoneCountry = useRef<Country | undefined>(undefined);
  const form = useForm<ClientFormValues, unknown, ClientInput>({
    resolver: async (values, context, options) => {
      const result = await schemaResolver(values, context, options);
      const country = phoneCountry.current;
      const errors: Record<string, unknown> = { ...result.errors };
      for (const field of PHONE_FIELDS) {
        if (errors[field]) continue;
        const reading = readClientPhoneNumber(values[field] ?? '', country?.code, country?.name);
        if (!reading.ok) errors[field] = { type: 'phone', message: reading.message };
      }
      if (Object.keys(errors).length === 0) return result;
      return { values: {}, errors: errors as FieldErrors<ClientFormValues> };
    },
    defaultValues,
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  // An e-invoice check sent the owner here to fill a field (?fix=vat_number): it is pointed out.
  const [params] = useSearchParams();
  const fix = params.get('fix');
  const fixError = (field: string, message?: string) =>
    message ?? (fix === field ? t('form.fix') : undefined);
  const [einvoicingOpened, setEInvoicingOpened] = useState(
    () =>
      EINVOICE_FIELDS.some((field) => defaultValues[field] !== '') ||
      (EINVOICE_FIELDS as readonly string[]).includes(fix ?? ''),
  );

  const countryName = useWatch({ control: form.control, name: 'country' });
  const chosenCountry = findCountry(countries.data, countryName);
  // A client whose country is unknown is read as the business's (the owner's own numbers).
  phoneCountry.current =
    chosenCountry ?? countries.data?.find((country) => country.code === businessCountryCode);

  // A new client is in the business's country until the owner picks another.
  const { getFieldState, getValues, setValue } = form;
  useEffect(() => {
    if (mode !== 'add' || getValues('country') !== '' || getFieldState('country').isDirty) return;
    const own = countries.data?.find((country) => country.code === businessCountryCode);
    if (own) setValue('country', own.name);
  }, [mode, countries.data, businessCountryCode, getFieldState, getValues, setValue]);

  const submit = form.handleSubmit(onSubmit, (problems) => {
    // The first field at fault in the order of the screen gets the focus; the section opens if needed.
    const first = FIELD_ORDER.find((field) => problems[field]);
    if (!first) return;
    if ((EINVOICE_FIELDS as readonly string[]).includes(first)) setEInvoicingOpened(true);
    setTimeout(() => form.setFocus(first), 0);
  });

  return (
    <form onSubmit={submit} noValidate aria-label={mode === 'add' ? t('form.add') : t('form.edit')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('form.full_name')}
            withAsterisk
            autoComplete="off"
            error={errors.full_name?.message}
            {...form.register('full_name')}
          />
          <TextInput
            label={t('form.business_name')}
            error={errors.business_name?.message}
            {...form.register('business_name')}
          />
        </SimpleGrid>
        <ClientAddressFields
          form={form}
          countries={countries.data}
          chosenCountry={chosenCountry}
          fixError={fixError}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('form.email')}
            withAsterisk
            type="email"
            autoComplete="off"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <TextInput
            label={t('form.phone')}
            type="tel"
            inputMode="tel"
            error={errors.phone1?.message}
            {...form.register('phone1')}
          />
          <TextInput
            label={t('form.mobile')}
            type="tel"
            inputMode="tel"
            error={errors.phone2?.message}
            {...form.register('phone2')}
          />
          <TextInput
            label={t('form.website')}
            error={errors.website?.message}
            {...form.register('website')}
          />
          <TextInput
            label={t('form.vat_number')}
            description={t('form.vat_number_hint')}
            error={fixError('vat_number', errors.vat_number?.message)}
            {...form.register('vat_number')}
          />
          <ClientLanguageField form={form} />
          <ClientCurrencyField form={form} />
        </SimpleGrid>
        <Textarea
          label={t('form.notes')}
          rows={3}
          error={errors.notes?.message}
          {...form.register('notes')}
        />
        <ClientEInvoiceFields
          form={form}
          opened={einvoicingOpened}
          onOpenedChange={setEInvoicingOpened}
          fixError={fixError}
        />
        {actions}
      </Stack>
    </form>
  );
}

/** The fields in the order they are on screen. */
const FIELD_ORDER: ReadonlyArray<keyof ClientFormValues> = [
  'full_name',
  'business_name',
  'country',
  'state',
  'postal_address',
  'street2',
  'city',
  'zip',
  'email',
  'phone1',
  'phone2',
  'website',
  'vat_number',
  'language',
  'currency_id',
  'notes',
  ...EINVOICE_FIELDS,
];

// Tax and Registration (docs/reference/settings.md 'Screens'): two tax lines, each a name, a rate in percent
// and a switch. Switching a line off resets its rate to 0 and disables its name and rate; on save it sends
// rate 0 and flag 0. After a successful save the tax details are loaded again and the form shows them.
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { NumberInput, Paper, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import {
  TAX_MESSAGES,
  UpdateTaxSchema,
  type UpdateTaxInput,
  type UpdateTaxRequest,
} from '@tradebook/domain/settings/tax.schemas';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { serverText } from '../../../lib/i18n/error-text';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useTaxDetails } from '../../../lib/api/settings/get-tax-details';
import type { TaxDetails } from '@tradebook/domain/settings/tax.schemas';
import { useTaxWords } from '../../../lib/tax-words';
import { useUpdateTax } from '../api/update-tax';
import { TaxSchemeSection } from './tax-scheme-section';
import { SaveButton } from './save-button';
import { SwitchedTextInput } from './switched-text-input';
import { QueryResult } from '../../../components/query-result/query-result';

export function TaxTab() {
  const { t } = useTranslation('settings');
  const tax = useTaxDetails();
  // A new key after every load: the form starts again from what the server holds.
  return (
    <QueryResult query={tax} loadingLabel={t('loading')}>
      {(details) => (
        <Stack gap="xl">
          <TaxForm key={tax.dataUpdatedAt} tax={details} />
          <TaxSchemeSection />
        </Stack>
      )}
    </QueryResult>
  );
}

type LineNumber = 1 | 2;

export function TaxForm({ tax }: { tax: TaxDetails }) {
  const { t } = useTranslation('settings');
  const update = useUpdateTax();
  // The country's own words (ADR 0226): tax 1 never set up is proposed as the country's sales tax ('VAT');
  // a name the owner cleared and saved stays the spec's 'Tax-1'.
  const words = useTaxWords();
  const neverSetUp = tax.tax1_name === 'Tax-1' && Number(tax.is_tax1_enable) !== 1 && !tax.tax1_rate;
  const form = useForm<UpdateTaxInput, unknown, UpdateTaxRequest>({
    resolver: zodResolver(UpdateTaxSchema),
    defaultValues: {
      tax1_name: neverSetUp && words.salesTax ? words.salesTax : tax.tax1_name,
      tax1_rate: tax.tax1_rate,
      is_tax1_enable: tax.is_tax1_enable,
      tax2_name: tax.tax2_name,
      tax2_rate: tax.tax2_rate,
      is_tax2_enable: tax.is_tax2_enable,
      registration_number: tax.registration_number,
      tax_number: tax.tax_number,
    },
  });
  const { errors } = form.formState;
  // The country arrives with the profile, maybe after the form was drawn.
  const { getFieldState, setValue } = form;
  useEffect(() => {
    if (neverSetUp && words.salesTax && !getFieldState('tax1_name').isDirty) {
      setValue('tax1_name', words.salesTax);
    }
  }, [neverSetUp, words.salesTax, getFieldState, setValue]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      notifySuccess(serverText(TAX_MESSAGES.saved));
    } catch (error) {
      notifyError(errorMessage(error));
    }
  });

  const line = (n: LineNumber) => {
    const name = `tax${n}_name` as const;
    const rate = `tax${n}_rate` as const;
    const enabled = `is_tax${n}_enable` as const;
    const on = Number(form.watch(enabled)) === 1;
    return (
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Controller
            control={form.control}
            name={enabled}
            render={({ field }) => (
              <Switch
                label={t('tax.enable', { n })}
                checked={Number(field.value) === 1}
                onChange={(event) => {
                  const checked = event.currentTarget.checked;
                  field.onChange(checked ? 1 : 0);
                  if (!checked) form.setValue(rate, 0, { shouldValidate: true });
                }}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <SwitchedTextInput
              control={form.control}
              name={name}
              label={t('tax.name', { n })}
              on={on}
              error={errors[name]?.message}
            />
            <Controller
              control={form.control}
              name={rate}
              render={({ field }) => (
                <NumberInput
                  label={t('tax.rate', { n })}
                  disabled={!on}
                  min={0}
                  max={100}
                  decimalScale={3}
                  allowNegative={false}
                  clampBehavior="none"
                  hideControls
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={errors[rate]?.message}
                />
              )}
            />
          </SimpleGrid>
        </Stack>
      </Paper>
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md" maw={760}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {line(1)}
          {line(2)}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('tax.tax_number')}
            // The field keeps the spec's name; the country's own word for it is said beneath (ADR 0226).
            description={words.taxNumberLabel && t('tax.your_word', { word: words.taxNumberLabel })}
            error={errors.tax_number?.message}
            {...form.register('tax_number')}
          />
          <TextInput
            label={t('tax.registration_number')}
            description={words.registrationHint}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            error={errors.registration_number?.message}
            {...form.register('registration_number')}
          />
        </SimpleGrid>
        <SaveButton saving={update.isPending} />
      </Stack>
    </form>
  );
}

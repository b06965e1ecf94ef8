// Settings, E-invoices (ADR 0214): the business's electronic address, its tax number when it has no VAT
// number, why it charges no VAT when it does not, and whether the invoice e-mail carries the Factur-X
// PDF. Each field says in a sentence what it is for. A field an e-invoice check sent the owner to
// (?fix=field) is pointed out next to the field.
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSearchParams } from 'react-router';
import { Alert, Group, Radio, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import {
  EINVOICE_MESSAGES,
  UpdateEInvoiceSettingsSchema,
  type EInvoiceSettings,
  type UpdateEInvoiceSettingsInput,
  type UpdateEInvoiceSettingsRequest,
} from '@tradebook/domain/einvoices/einvoice.schemas';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { useEInvoiceSchemeOptions } from '../../../lib/einvoice-scheme-options';
import { serverText } from '../../../lib/i18n/error-text';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useEInvoiceSettings, useUpdateEInvoiceSettings } from '../api/einvoice-settings';
import { SaveButton } from './save-button';
import { QueryResult } from '../../../components/query-result/query-result';

export function EInvoiceTab() {
  const { t } = useTranslation('settings');
  const settings = useEInvoiceSettings();
  return (
    <QueryResult query={settings} loadingLabel={t('loading')}>
      {(data) => <EInvoiceForm key={settings.dataUpdatedAt} settings={data} />}
    </QueryResult>
  );
}

function EInvoiceForm({ settings }: { settings: EInvoiceSettings }) {
  const { t } = useTranslation('settings');
  const schemeOptions = useEInvoiceSchemeOptions();
  const update = useUpdateEInvoiceSettings();
  const [params] = useSearchParams();
  const fix = params.get('fix');
  const form = useForm<UpdateEInvoiceSettingsInput, unknown, UpdateEInvoiceSettingsRequest>({
    resolver: zodResolver(UpdateEInvoiceSettingsSchema),
    defaultValues: settings,
  });
  const { errors } = form.formState;
  const errorOf = (field: keyof EInvoiceSettings) =>
    errors[field]?.message ?? (fix === field ? t('einvoice.fix') : undefined);

  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      notifySuccess(serverText(EINVOICE_MESSAGES.saved));
    } catch (error) {
      notifyError(errorMessage(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('einvoice.form')}>
      <Stack gap="md">
        <Alert color="blue" variant="light">
          {t('einvoice.intro')}
        </Alert>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Controller
            control={form.control}
            name="endpoint_scheme"
            render={({ field }) => (
              <Select
                label={t('einvoice.scheme')}
                description={t('einvoice.scheme_hint')}
                data={schemeOptions}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                clearable
                searchable
                error={errorOf('endpoint_scheme')}
              />
            )}
          />
          <TextInput
            label={t('einvoice.address')}
            description={t('einvoice.address_hint')}
            error={errorOf('endpoint_id')}
            {...form.register('endpoint_id')}
          />
          <TextInput
            label={t('einvoice.tax_number')}
            description={t('einvoice.tax_number_hint')}
            error={errorOf('tax_registration_id')}
            {...form.register('tax_registration_id')}
          />
          <Textarea
            label={t('einvoice.exemption')}
            description={t('einvoice.exemption_hint')}
            autosize
            minRows={2}
            error={errorOf('vat_exemption_reason')}
            {...form.register('vat_exemption_reason')}
          />
        </SimpleGrid>
        <Controller
          control={form.control}
          name="email_attachment"
          render={({ field }) => (
            <Radio.Group
              label={t('einvoice.attachment')}
              value={field.value ?? 'pdf'}
              onChange={field.onChange}
              error={errors.email_attachment?.message}
            >
              <Group mt="xs" gap="lg">
                <Radio value="pdf" label={t('einvoice.pdf')} />
                <Radio value="facturx" label={t('einvoice.facturx')} />
              </Group>
            </Radio.Group>
          )}
        />
        <SaveButton saving={update.isPending} justify="flex-end" />
      </Stack>
    </form>
  );
}

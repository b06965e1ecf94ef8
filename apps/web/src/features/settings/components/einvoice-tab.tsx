// Settings, E-invoices (ADR 0214): the business's electronic address, its tax number when it has no VAT
// number, why it charges no VAT when it does not, and whether the invoice e-mail carries the Factur-X
// PDF. Each field says in a sentence what it is for. A field an e-invoice check sent the owner to
// (?fix=field) is pointed out next to the field.
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSearchParams } from 'react-router';
import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { EINVOICE_SCHEMES } from '@tradebook/domain/einvoices/einvoice-formats';
import {
  EINVOICE_MESSAGES,
  UpdateEInvoiceSettingsSchema,
  type EInvoiceSettings,
  type UpdateEInvoiceSettingsInput,
  type UpdateEInvoiceSettingsRequest,
} from '@tradebook/domain/einvoices/einvoice.schemas';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useEInvoiceSettings, useUpdateEInvoiceSettings } from '../api/einvoice-settings';

export const FIX_MESSAGE = 'Your e-invoices need this.';

export function EInvoiceTab() {
  const settings = useEInvoiceSettings();
  if (settings.isError) return <Alert color="red">{errorMessage(settings.error)}</Alert>;
  if (!settings.data) {
    return (
      <Center h={120}>
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  return <EInvoiceForm key={settings.dataUpdatedAt} settings={settings.data} />;
}

function EInvoiceForm({ settings }: { settings: EInvoiceSettings }) {
  const update = useUpdateEInvoiceSettings();
  const [params] = useSearchParams();
  const fix = params.get('fix');
  const form = useForm<UpdateEInvoiceSettingsInput, unknown, UpdateEInvoiceSettingsRequest>({
    resolver: zodResolver(UpdateEInvoiceSettingsSchema),
    defaultValues: settings,
  });
  const { errors } = form.formState;
  const errorOf = (field: keyof EInvoiceSettings) =>
    errors[field]?.message ?? (fix === field ? FIX_MESSAGE : undefined);

  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      notifySuccess(EINVOICE_MESSAGES.saved);
    } catch (error) {
      notifyError(errorMessage(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="E-invoice settings">
      <Stack gap="md">
        <Alert color="blue" variant="light">
          Your VAT number and company registration number are in Tax and Registration; your IBAN in Banking.
          Your address, town and phone come from your Business Profile.
        </Alert>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Controller
            control={form.control}
            name="endpoint_scheme"
            render={({ field }) => (
              <Select
                label="Electronic address scheme"
                description="How buyers' systems reach you. Leave blank to use your account e-mail."
                data={EINVOICE_SCHEMES.map((scheme) => ({
                  value: scheme.code,
                  label: `${scheme.label} (${scheme.code})`,
                }))}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                clearable
                searchable
                error={errorOf('endpoint_scheme')}
              />
            )}
          />
          <TextInput
            label="Electronic address"
            description="Your address in that scheme, e.g. your VAT number or Peppol ID."
            error={errorOf('endpoint_id')}
            {...form.register('endpoint_id')}
          />
          <TextInput
            label="Tax number"
            description="Your tax number (e.g. Steuernummer), needed when you have no VAT number."
            error={errorOf('tax_registration_id')}
            {...form.register('tax_registration_id')}
          />
          <Textarea
            label="Reason you charge no VAT"
            description='Printed on e-invoices without tax, e.g. "Small business, no VAT charged (§19 UStG)".'
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
              label="Invoice e-mails carry"
              value={field.value ?? 'pdf'}
              onChange={field.onChange}
              error={errors.email_attachment?.message}
            >
              <Group mt="xs" gap="lg">
                <Radio value="pdf" label="The PDF" />
                <Radio value="facturx" label="The Factur-X / ZUGFeRD e-invoice PDF" />
              </Group>
            </Radio.Group>
          )}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

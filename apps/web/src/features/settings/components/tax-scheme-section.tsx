// Settings › Tax and Registration, the VAT and income-tax part (docs/decisions/0232-tax-settings-screen.md):
// the VAT period (with the month the first quarter, or the year, ends), the accounting basis, the UK
// flat-rate scheme and its percentage, the day the tax year starts and the rate set aside for income tax.
// Checked with the domain's schema; the server's message is shown when it refuses.
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Group,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
  Title,
} from '@mantine/core';
import {
  TAX_SCHEME_MESSAGES,
  UpdateTaxSchemeSchema,
  type TaxSchemeAnswer,
} from '@tradebook/domain/tax/tax-settings.schemas';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { serverText } from '../../../lib/i18n/error-text';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useTaxScheme, useUpdateTaxScheme } from '../api/tax-scheme';
import { QueryResult } from '../../../components/query-result/query-result';
import { WRAPPING_BUTTON } from '../../../lib/wrapping-button';

const MONTH_NUMBERS = Array.from({ length: 12 }, (_, index) => index + 1);

/** 'March' in the screens' language, from Intl. */
function formatMonthName(month: number, language: string): string {
  const name = new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' });
  return name.format(new Date(Date.UTC(2000, month - 1, 1)));
}

interface Values {
  vat_period: string;
  period_end_month: string;
  accounting_basis: string;
  flat_rate_scheme: string;
  flat_rate: string;
  tax_year_start: string;
  income_tax_rate: string;
}

const resolver = zodResolver(UpdateTaxSchemeSchema) as never;

export function TaxSchemeSection() {
  const { t } = useTranslation('settings');
  const scheme = useTaxScheme();
  return (
    <QueryResult query={scheme} loadingLabel={t('tax_scheme.loading')} height={80}>
      {(data) => <TaxSchemeForm key={scheme.dataUpdatedAt} scheme={data} />}
    </QueryResult>
  );
}

export function TaxSchemeForm({ scheme }: { scheme: TaxSchemeAnswer }) {
  const { t, i18n } = useTranslation('settings');
  const months = MONTH_NUMBERS.map((month) => ({
    value: String(month),
    label: formatMonthName(month, i18n.language),
  }));
  const update = useUpdateTaxScheme();
  const form = useForm<Values>({
    resolver,
    defaultValues: {
      vat_period: scheme.vat_period,
      period_end_month: String(scheme.period_end_month),
      accounting_basis: scheme.accounting_basis,
      flat_rate_scheme: String(scheme.flat_rate_scheme),
      flat_rate: scheme.flat_rate_scheme ? String(scheme.flat_rate) : '',
      tax_year_start: scheme.tax_year_start,
      income_tax_rate: String(scheme.income_tax_rate),
    },
  });
  const { errors } = form.formState;
  const [period, flatRate] = useWatch({ control: form.control, name: ['vat_period', 'flat_rate_scheme'] });

  const onSubmit = form.handleSubmit(async () => {
    const values = form.getValues();
    if (values.flat_rate_scheme === '1' && values.flat_rate.trim() === '') {
      form.setError('flat_rate', { message: serverText(TAX_SCHEME_MESSAGES.flatRateRequired) });
      form.setFocus('flat_rate');
      return;
    }
    try {
      await update.mutateAsync(values);
      notifySuccess(serverText(TAX_SCHEME_MESSAGES.saved));
    } catch (error) {
      notifyError(errorMessage(error));
    }
  });

  return (
    <Paper withBorder p="md" radius="md" maw={760} component="section" aria-labelledby="vat-settings-title">
      <form onSubmit={onSubmit} noValidate aria-label={t('tax_scheme.title')}>
        <Stack gap="md">
          <Title order={3} size="h4" id="vat-settings-title">
            {t('tax_scheme.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Controller
              control={form.control}
              name="vat_period"
              render={({ field }) => (
                <Select
                  ref={field.ref}
                  label={t('tax_scheme.vat_period')}
                  data={[
                    { value: 'monthly', label: t('tax_scheme.monthly') },
                    { value: 'quarterly', label: t('tax_scheme.quarterly') },
                    { value: 'yearly', label: t('tax_scheme.yearly') },
                  ]}
                  allowDeselect={false}
                  value={field.value}
                  onChange={(value) => field.onChange(value ?? 'quarterly')}
                  onBlur={field.onBlur}
                  error={errors.vat_period?.message}
                />
              )}
            />
            {period !== 'monthly' && (
              <Controller
                control={form.control}
                name="period_end_month"
                render={({ field }) => (
                  <Select
                    ref={field.ref}
                    label={t(period === 'yearly' ? 'tax_scheme.year_ends' : 'tax_scheme.quarter_ends')}
                    data={months}
                    allowDeselect={false}
                    value={field.value}
                    onChange={(value) => field.onChange(value ?? '3')}
                    onBlur={field.onBlur}
                    error={errors.period_end_month?.message}
                  />
                )}
              />
            )}
          </SimpleGrid>
          <Controller
            control={form.control}
            name="accounting_basis"
            render={({ field }) => (
              <Radio.Group
                label={t('tax_scheme.basis')}
                value={field.value}
                onChange={field.onChange}
                error={errors.accounting_basis?.message}
              >
                <Group mt="xs">
                  <Radio value="invoice" label={t('tax_scheme.invoice_basis')} />
                  <Radio value="cash" label={t('tax_scheme.cash_basis')} />
                </Group>
              </Radio.Group>
            )}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Controller
              control={form.control}
              name="flat_rate_scheme"
              render={({ field }) => (
                <Switch
                  ref={field.ref}
                  label={t('tax_scheme.flat_rate_scheme')}
                  checked={field.value === '1'}
                  onChange={(event) => field.onChange(event.currentTarget.checked ? '1' : '0')}
                  onBlur={field.onBlur}
                />
              )}
            />
            {flatRate === '1' && (
              <TextInput
                label={t('tax_scheme.flat_rate')}
                inputMode="decimal"
                autoComplete="off"
                error={errors.flat_rate?.message}
                {...form.register('flat_rate')}
              />
            )}
            <TextInput
              label={t('tax_scheme.tax_year_start')}
              description={t('tax_scheme.tax_year_start_hint')}
              autoComplete="off"
              error={errors.tax_year_start?.message}
              {...form.register('tax_year_start')}
            />
            <TextInput
              label={t('tax_scheme.income_tax_rate')}
              inputMode="decimal"
              autoComplete="off"
              error={errors.income_tax_rate?.message}
              {...form.register('income_tax_rate')}
            />
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={update.isPending} styles={WRAPPING_BUTTON}>
              {t('tax_scheme.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

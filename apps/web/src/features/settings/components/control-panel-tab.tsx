// Control Panel (docs/reference/settings.md 'Screens'): Invoice Terms and Quotation Terms, 1 to 31 days, and
// Update.
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Center, Loader, NativeSelect, SimpleGrid, Stack } from '@mantine/core';
import {
  MAX_TERMS_DAYS,
  MIN_TERMS_DAYS,
  TERMS_MESSAGES,
  TermsDaysSchema,
  type TermsDays,
  type TermsDaysInput,
} from '@tradebook/domain/settings/terms.schemas';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { serverText } from '../../../lib/i18n/error-text';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useTermsDays } from '../../../lib/api/settings/get-terms-days';
import { useUpdateTermsDays } from '../api/update-terms-days';
import { SaveButton } from './save-button';

const DAYS = Array.from({ length: MAX_TERMS_DAYS - MIN_TERMS_DAYS + 1 }, (_, index) =>
  String(MIN_TERMS_DAYS + index),
);

export function ControlPanelTab() {
  const { t } = useTranslation('settings');
  const terms = useTermsDays();
  useEffect(() => {
    // docs/reference/settings.md 'Messages': a load failure shows the server's messages, one per line, or the
    // generic one.
    if (terms.isError) notifyError(errorMessage(terms.error, '\n'));
  }, [terms.isError, terms.error]);

  if (terms.isError) return <Alert color="red">{errorMessage(terms.error)}</Alert>;
  if (!terms.data) {
    return (
      <Center h={120}>
        <Loader aria-label={t('loading')} />
      </Center>
    );
  }
  return <TermsForm terms={terms.data} />;
}

function TermsForm({ terms }: { terms: TermsDays }) {
  const { t } = useTranslation('settings');
  const dayOptions = [{ value: '', label: t('control_panel.choose_days'), disabled: true }, ...DAYS];
  const update = useUpdateTermsDays();
  const form = useForm<TermsDaysInput, unknown, TermsDays>({
    resolver: zodResolver(TermsDaysSchema),
    defaultValues: { invoice_days: String(terms.invoice_days), quotation_days: String(terms.quotation_days) },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      notifySuccess(serverText(TERMS_MESSAGES.saved));
    } catch (error) {
      notifyError(errorMessage(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md" maw={640}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NativeSelect
            label={t('control_panel.invoice_days')}
            data={dayOptions}
            withAsterisk
            error={errors.invoice_days?.message}
            {...form.register('invoice_days')}
          />
          <NativeSelect
            label={t('control_panel.quotation_days')}
            data={dayOptions}
            withAsterisk
            error={errors.quotation_days?.message}
            {...form.register('quotation_days')}
          />
        </SimpleGrid>
        <SaveButton saving={update.isPending} label={t('update')} />
      </Stack>
    </form>
  );
}

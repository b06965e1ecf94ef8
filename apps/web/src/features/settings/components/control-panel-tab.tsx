// Control Panel (docs/reference/settings.md 'Screens'): Invoice Terms and Quotation Terms, 1 to 31 days, and
// Update.
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Center, Group, Loader, NativeSelect, SimpleGrid, Stack } from '@mantine/core';
import {
  MAX_TERMS_DAYS,
  MIN_TERMS_DAYS,
  TERMS_MESSAGES,
  TermsDaysSchema,
  type TermsDays,
  type TermsDaysInput,
} from '@tradebook/domain/settings/terms.schemas';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useTermsDays } from '../../../lib/api/settings/get-terms-days';
import { useUpdateTermsDays } from '../api/update-terms-days';

const DAY_OPTIONS = [
  { value: '', label: 'Choose days', disabled: true },
  ...Array.from({ length: MAX_TERMS_DAYS - MIN_TERMS_DAYS + 1 }, (_, index) =>
    String(MIN_TERMS_DAYS + index),
  ),
];

export function ControlPanelTab() {
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
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  return <TermsForm terms={terms.data} />;
}

function TermsForm({ terms }: { terms: TermsDays }) {
  const update = useUpdateTermsDays();
  const form = useForm<TermsDaysInput, unknown, TermsDays>({
    resolver: zodResolver(TermsDaysSchema),
    defaultValues: { invoice_days: String(terms.invoice_days), quotation_days: String(terms.quotation_days) },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      notifySuccess(TERMS_MESSAGES.saved);
    } catch (error) {
      notifyError(errorMessage(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md" maw={640}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NativeSelect
            label="Invoice Terms (days)"
            data={DAY_OPTIONS}
            withAsterisk
            error={errors.invoice_days?.message}
            {...form.register('invoice_days')}
          />
          <NativeSelect
            label="Quotation Terms (days)"
            data={DAY_OPTIONS}
            withAsterisk
            error={errors.quotation_days?.message}
            {...form.register('quotation_days')}
          />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={update.isPending}>
            Update
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

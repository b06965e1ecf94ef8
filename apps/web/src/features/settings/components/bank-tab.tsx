// Banking, IBAN and Payment Gateway (docs/reference/settings.md 'Screens'): three sections, each with a
// switch that enables its inputs. The server keeps what a switched-off section held, so the disabled inputs
// still show it and switching the section on brings it back. Saving with any section on needs the acceptance
// box ticked (docs/decisions/0101-settings-validation.md). Below them, the business's own Stripe account for
// its clients' card payments (stripe-section.tsx).
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Checkbox,
  Group,
  Paper,
  Popover,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  BANK_MESSAGES,
  BANK_SECTIONS,
  UpdateBankSchema,
  type UpdateBankInput,
  type UpdateBankRequest,
} from '@tradebook/domain/settings/bank.schemas';
import { errorMessage } from '../../../lib/api-client';
import { serverText } from '../../../lib/i18n/error-text';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useBankDetails } from '../api/get-bank-details';
import type { BankDetails } from '@tradebook/domain/settings/bank.schemas';
import { useUpdateBank } from '../api/update-bank';
import { StripeSection } from './stripe-section';
import { SaveButton } from './save-button';
import { SwitchedTextInput } from './switched-text-input';
import { QueryResult } from '../../../components/query-result/query-result';

type SectionFlag = keyof typeof BANK_SECTIONS;
type BankField = (typeof BANK_SECTIONS)[SectionFlag][number];

// Each section's title and switch are `settings:bank.sections.<key>`, each field's label
// `settings:bank.fields.<name>`.
const SECTIONS: {
  flag: SectionFlag;
  key: 'banking' | 'international' | 'paypal';
  fields: BankField[];
}[] = [
  {
    flag: 'is_banking_info_available',
    key: 'banking',
    fields: ['accountant_name', 'branch_code', 'account_number'],
  },
  {
    flag: 'is_international_banking_info_enable',
    key: 'international',
    fields: ['swift_code', 'iban_number'],
  },
  { flag: 'is_paypal_info_enable', key: 'paypal', fields: ['paypal_id'] },
];

export function BankTab() {
  const { t } = useTranslation('settings');
  return (
    <QueryResult query={useBankDetails()} loadingLabel={t('loading')}>
      {(bank) => (
        <Stack gap="lg">
          <BankForm bank={bank} />
          <StripeSection />
        </Stack>
      )}
    </QueryResult>
  );
}

function BankForm({ bank }: { bank: BankDetails }) {
  const { t } = useTranslation('settings');
  const update = useUpdateBank();
  const anyOn = (details: { [flag in SectionFlag]?: unknown }) =>
    SECTIONS.some((section) => Number(details[section.flag]) === 1);
  const [accepted, setAccepted] = useState(() => anyOn(bank));
  const [acceptError, setAcceptError] = useState<string | null>(null);
  // A save refused for the box below the sections brings the owner to it (issue 25: it refused silently
  // while the box was out of sight).
  const acceptBox = useRef<HTMLInputElement>(null);
  const form = useForm<UpdateBankInput, unknown, UpdateBankRequest>({
    resolver: zodResolver(UpdateBankSchema),
    defaultValues: bank,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    if (anyOn(values) && !accepted) {
      setAcceptError(t('bank.accept_required'));
      acceptBox.current?.scrollIntoView?.({ block: 'center' });
      acceptBox.current?.focus();
      return;
    }
    try {
      await update.mutateAsync({
        ...bank,
        ...Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)),
      } as BankDetails);
      notifySuccess(serverText(BANK_MESSAGES.saved));
    } catch (error) {
      notifyError(errorMessage(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md" maw={760}>
        <Group gap="xs">
          <Text fw={500}>{t('bank.heading')}</Text>
          <Popover width={320} position="bottom-start" withArrow shadow="md">
            <Popover.Target>
              <ActionIcon variant="subtle" aria-label={t('bank.about')}>
                <IconInfoCircle size={18} aria-hidden />
              </ActionIcon>
            </Popover.Target>
            <Popover.Dropdown>
              <Text size="sm">{t('bank.about_text')}</Text>
            </Popover.Dropdown>
          </Popover>
        </Group>
        {SECTIONS.map((section) => {
          const on = Number(form.watch(section.flag)) === 1;
          return (
            <Paper key={section.flag} withBorder p="md" radius="md">
              <Stack gap="sm">
                <Group justify="space-between">
                  <Title order={4}>{t(`bank.sections.${section.key}.title`)}</Title>
                  <Controller
                    control={form.control}
                    name={section.flag}
                    render={({ field }) => (
                      <Switch
                        label={t(`bank.sections.${section.key}.switch`)}
                        checked={Number(field.value) === 1}
                        onChange={(event) => {
                          field.onChange(event.currentTarget.checked ? 1 : 0);
                          setAcceptError(null);
                        }}
                        onBlur={field.onBlur}
                        ref={field.ref}
                      />
                    )}
                  />
                </Group>
                <SimpleGrid cols={{ base: 1, sm: section.fields.length > 1 ? 2 : 1 }} spacing="sm">
                  {section.fields.map((name) => (
                    <SwitchedTextInput
                      key={name}
                      control={form.control}
                      name={name}
                      label={t(`bank.fields.${name}`)}
                      on={on}
                      error={errors[name]?.message}
                    />
                  ))}
                </SimpleGrid>
              </Stack>
            </Paper>
          );
        })}
        <Checkbox
          ref={acceptBox}
          label={t('bank.accept')}
          checked={accepted}
          onChange={(event) => {
            setAccepted(event.currentTarget.checked);
            setAcceptError(null);
          }}
          error={acceptError}
        />
        <SaveButton saving={update.isPending} />
      </Stack>
    </form>
  );
}

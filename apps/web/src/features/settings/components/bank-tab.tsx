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
  Alert,
  Button,
  Center,
  Checkbox,
  Group,
  Loader,
  Paper,
  Popover,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import {
  BANK_MESSAGES,
  BANK_SECTIONS,
  UpdateBankSchema,
  type UpdateBankInput,
  type UpdateBankRequest,
} from '@tradebook/domain/settings/bank.schemas';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useBankDetails } from '../api/get-bank-details';
import type { BankDetails } from '@tradebook/domain/settings/bank.schemas';
import { useUpdateBank } from '../api/update-bank';
import { StripeSection } from './stripe-section';

export const ACCEPT_LABEL = 'I accept payment using PayPal and methods mentioned above';
export const ACCEPT_REQUIRED = 'Please tick this box to show these payment details on your documents.';

type SectionFlag = keyof typeof BANK_SECTIONS;
type BankField = (typeof BANK_SECTIONS)[SectionFlag][number];

const SECTIONS: {
  flag: SectionFlag;
  title: string;
  switchLabel: string;
  fields: { name: BankField; label: string }[];
}[] = [
  {
    flag: 'is_banking_info_available',
    title: 'Banking details',
    switchLabel: 'Show banking details',
    fields: [
      { name: 'accountant_name', label: 'Account holder name' },
      { name: 'branch_code', label: 'Sort code / branch code / routing number' },
      { name: 'account_number', label: 'Account number' },
    ],
  },
  {
    flag: 'is_international_banking_info_enable',
    title: 'International',
    switchLabel: 'Show international details',
    fields: [
      { name: 'swift_code', label: 'SWIFT/BIC code' },
      { name: 'iban_number', label: 'IBAN' },
    ],
  },
  {
    flag: 'is_paypal_info_enable',
    title: 'PayPal',
    switchLabel: 'Show PayPal',
    fields: [{ name: 'paypal_id', label: 'PayPal id or PayPal.me link' }],
  },
];

export function BankTab() {
  const bank = useBankDetails();
  if (bank.isError) return <Alert color="red">{errorMessage(bank.error)}</Alert>;
  if (!bank.data) {
    return (
      <Center h={120}>
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  return (
    <Stack gap="lg">
      <BankForm bank={bank.data} />
      <StripeSection />
    </Stack>
  );
}

function BankForm({ bank }: { bank: BankDetails }) {
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
      setAcceptError(ACCEPT_REQUIRED);
      acceptBox.current?.scrollIntoView?.({ block: 'center' });
      acceptBox.current?.focus();
      return;
    }
    try {
      await update.mutateAsync({
        ...bank,
        ...Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)),
      } as BankDetails);
      notifySuccess(BANK_MESSAGES.saved);
    } catch (error) {
      notifyError(errorMessage(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md" maw={760}>
        <Group gap="xs">
          <Text fw={500}>Payment details on your documents</Text>
          <Popover width={320} position="bottom-start" withArrow shadow="md">
            <Popover.Target>
              <ActionIcon variant="subtle" aria-label="About payment details">
                <IconInfoCircle size={18} aria-hidden />
              </ActionIcon>
            </Popover.Target>
            <Popover.Dropdown>
              <Text size="sm">
                The sections you switch on appear on all your outgoing invoices and quotations, so your
                clients can pay you directly. Tradebook takes no responsibility for any fees or losses.
              </Text>
            </Popover.Dropdown>
          </Popover>
        </Group>
        {SECTIONS.map((section) => {
          const on = Number(form.watch(section.flag)) === 1;
          return (
            <Paper key={section.flag} withBorder p="md" radius="md">
              <Stack gap="sm">
                <Group justify="space-between">
                  <Title order={4}>{section.title}</Title>
                  <Controller
                    control={form.control}
                    name={section.flag}
                    render={({ field }) => (
                      <Switch
                        label={section.switchLabel}
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
                  {section.fields.map(({ name, label }) => (
                    <Controller
                      key={name}
                      control={form.control}
                      name={name}
                      render={({ field }) => (
                        <TextInput
                          label={label}
                          disabled={!on}
                          value={String(field.value ?? '')}
                          onChange={field.onChange}
                          onBlur={field.onBlur}
                          ref={field.ref}
                          error={errors[name]?.message}
                        />
                      )}
                    />
                  ))}
                </SimpleGrid>
              </Stack>
            </Paper>
          );
        })}
        <Checkbox
          ref={acceptBox}
          label={ACCEPT_LABEL}
          checked={accepted}
          onChange={(event) => {
            setAccepted(event.currentTarget.checked);
            setAcceptError(null);
          }}
          error={acceptError}
        />
        <Group>
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

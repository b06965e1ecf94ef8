// Settings, Reminders (ADR 0313): up to three payment reminders, each on or off, before / on / after the
// due date by a number of days, with its message. A sent or part-paid invoice's client gets each once,
// with the amount due and the due date; paid, void and draft invoices never.
import { useState } from 'react';
import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  NativeSelect,
  Paper,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import {
  DEFAULT_REMINDERS,
  MAX_REMINDERS,
  REMINDER_MESSAGES,
  type Reminder,
  type ReminderTiming,
} from '@tradebook/domain/reminders/reminder-settings.schemas';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { serverText } from '../../../lib/i18n/error-text';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useReminderSettings, useSaveReminderSettings } from '../api/reminder-settings';

const TIMINGS: ReminderTiming[] = ['before', 'on', 'after'];

export function RemindersTab() {
  const { t } = useTranslation('settings');
  const settings = useReminderSettings();
  if (settings.isError) return <Alert color="red">{errorMessage(settings.error)}</Alert>;
  if (!settings.data)
    return (
      <Center h={120}>
        <Loader aria-label={t('loading')} />
      </Center>
    );
  return <RemindersForm initial={settings.data.reminders} />;
}

function RemindersForm({ initial }: { initial: Reminder[] }) {
  const { t } = useTranslation('settings');
  const timings = TIMINGS.map((timing) => ({ value: timing, label: t(`reminders.timings.${timing}`) }));
  const [reminders, setReminders] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveReminderSettings();
  const change = (index: number, patch: Partial<Reminder>) =>
    setReminders((current) =>
      current.map((reminder, i) => (i === index ? { ...reminder, ...patch } : reminder)),
    );

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setProblem(null);
    try {
      await save.mutateAsync(reminders);
      notifySuccess(serverText(REMINDER_MESSAGES.saved));
    } catch (error) {
      setProblem(errorMessage(error));
      notifyError(errorMessage(error));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md" maw={720}>
        <Text size="sm">{t('reminders.intro')}</Text>
        {reminders.map((reminder, index) => (
          <Paper key={index} withBorder radius="md" p="md" component="fieldset" style={{ margin: 0 }}>
            <Text component="legend" fw={600} px={4}>
              {t('reminders.reminder', { n: index + 1 })}
            </Text>
            <Stack gap="sm">
              <Switch
                label={t('reminders.on')}
                checked={reminder.enabled}
                onChange={(event) => change(index, { enabled: event.currentTarget.checked })}
              />
              <Group gap="sm" align="flex-end" wrap="wrap">
                {reminder.timing !== 'on' && (
                  <TextInput
                    type="number"
                    label={t('reminders.days')}
                    w={100}
                    min={1}
                    max={60}
                    value={String(reminder.days)}
                    onChange={(event) => change(index, { days: Number(event.currentTarget.value) })}
                  />
                )}
                <NativeSelect
                  label={t('reminders.when')}
                  data={timings}
                  value={reminder.timing}
                  onChange={(event) => {
                    const timing = event.currentTarget.value as ReminderTiming;
                    change(index, { timing, days: timing === 'on' ? 0 : Math.max(1, reminder.days) });
                  }}
                />
              </Group>
              <Textarea
                label={t('reminders.message')}
                autosize
                minRows={2}
                maxLength={1000}
                value={reminder.message}
                onChange={(event) => change(index, { message: event.currentTarget.value })}
              />
              <Group justify="flex-end">
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  onClick={() => setReminders((current) => current.filter((_, i) => i !== index))}
                >
                  {t('reminders.remove', { n: index + 1 })}
                </Button>
              </Group>
            </Stack>
          </Paper>
        ))}
        {problem && (
          <Alert color="red" role="alert" style={{ whiteSpace: 'pre-line' }}>
            {problem}
          </Alert>
        )}
        <Group>
          {reminders.length < MAX_REMINDERS && (
            <Button
              variant="default"
              onClick={() =>
                setReminders((current) => [
                  ...current,
                  DEFAULT_REMINDERS[current.length] ?? DEFAULT_REMINDERS[0]!,
                ])
              }
            >
              {t('reminders.add')}
            </Button>
          )}
          <Button type="submit" loading={save.isPending}>
            {t('update')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

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
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useReminderSettings, useSaveReminderSettings } from '../api/reminder-settings';

const TIMINGS = [
  { value: 'before', label: 'days before the due date' },
  { value: 'on', label: 'on the due date' },
  { value: 'after', label: 'days after the due date' },
];

export function RemindersTab() {
  const settings = useReminderSettings();
  if (settings.isError) return <Alert color="red">{errorMessage(settings.error)}</Alert>;
  if (!settings.data)
    return (
      <Center h={120}>
        <Loader aria-label="Loading" />
      </Center>
    );
  return <RemindersForm initial={settings.data.reminders} />;
}

function RemindersForm({ initial }: { initial: Reminder[] }) {
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
      notifySuccess(REMINDER_MESSAGES.saved);
    } catch (error) {
      setProblem(errorMessage(error));
      notifyError(errorMessage(error));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md" maw={720}>
        <Text size="sm">
          Your clients get these e-mails about sent and part-paid invoices, with the amount due and the due
          date. Paid, void and draft invoices never get one, and each reminder goes once.
        </Text>
        {reminders.map((reminder, index) => (
          <Paper key={index} withBorder radius="md" p="md" component="fieldset" style={{ margin: 0 }}>
            <Text component="legend" fw={600} px={4}>
              Reminder {index + 1}
            </Text>
            <Stack gap="sm">
              <Switch
                label="On"
                checked={reminder.enabled}
                onChange={(event) => change(index, { enabled: event.currentTarget.checked })}
              />
              <Group gap="sm" align="flex-end" wrap="wrap">
                {reminder.timing !== 'on' && (
                  <TextInput
                    type="number"
                    label="Days"
                    w={100}
                    min={1}
                    max={60}
                    value={String(reminder.days)}
                    onChange={(event) => change(index, { days: Number(event.currentTarget.value) })}
                  />
                )}
                <NativeSelect
                  label="When"
                  data={TIMINGS}
                  value={reminder.timing}
                  onChange={(event) => {
                    const timing = event.currentTarget.value as ReminderTiming;
                    change(index, { timing, days: timing === 'on' ? 0 : Math.max(1, reminder.days) });
                  }}
                />
              </Group>
              <Textarea
                label="Message"
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
                  Remove reminder {index + 1}
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
              Add a reminder
            </Button>
          )}
          <Button type="submit" loading={save.isPending}>
            Update
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

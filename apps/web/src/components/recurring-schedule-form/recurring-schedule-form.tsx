// The fields of a recurring schedule (ADR 0312), shared by 'Make recurring' on an invoice and Edit on the
// schedules list: how often, the first date, when it ends, and whether each invoice is e-mailed at once
// or kept as a draft. The server checks them (RECURRING_MESSAGES); its messages show above Save.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Group, NativeSelect, Radio, Stack, TextInput } from '@mantine/core';
import { FREQUENCIES, type Frequency } from '@tradebook/domain/recurring/recurring-dates';
import { errorMessage } from '../../lib/api-client';
import { DateField } from '../date-field/date-field';

export interface ScheduleFields {
  frequency: Frequency;
  start_date: string;
  end_type: 'never' | 'after' | 'on';
  end_after_count: string;
  end_date: string;
  send_mode: 'email' | 'draft';
}

export function RecurringScheduleForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: ScheduleFields;
  submitLabel: string;
  onSubmit: (fields: ScheduleFields) => Promise<void>;
  onCancel: () => void;
}) {
  const [fields, setFields] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { t } = useTranslation('recurring');
  const set = <K extends keyof ScheduleFields>(key: K, value: ScheduleFields[K]) =>
    setFields((current) => ({ ...current, [key]: value }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setProblem(null);
    try {
      await onSubmit(fields);
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <NativeSelect
          label={t('form.how_often')}
          value={fields.frequency}
          onChange={(event) => set('frequency', event.currentTarget.value as Frequency)}
          data={FREQUENCIES.map((value) => ({ value, label: t(`frequency.${value}`) }))}
        />
        <DateField
          label={t('form.first_on')}
          description={t('form.first_on_hint')}
          value={fields.start_date}
          onChange={(value) => set('start_date', value)}
          required
        />
        <Radio.Group
          label={t('form.ends')}
          value={fields.end_type}
          onChange={(value) => set('end_type', value as ScheduleFields['end_type'])}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="never" label={t('form.never')} />
            <Radio value="after" label={t('form.after')} />
            {fields.end_type === 'after' && (
              <TextInput
                type="number"
                label={t('form.count')}
                min={1}
                max={1000}
                value={fields.end_after_count}
                onChange={(event) => set('end_after_count', event.currentTarget.value)}
              />
            )}
            <Radio value="on" label={t('form.on_date')} />
            {fields.end_type === 'on' && (
              <DateField
                label={t('form.last_date')}
                value={fields.end_date}
                onChange={(value) => set('end_date', value)}
              />
            )}
          </Stack>
        </Radio.Group>
        <Radio.Group
          label={t('form.each_new')}
          value={fields.send_mode}
          onChange={(value) => set('send_mode', value as ScheduleFields['send_mode'])}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="email" label={t('form.email')} />
            <Radio value="draft" label={t('form.draft')} />
          </Stack>
        </Radio.Group>
        {problem && (
          <Alert color="red" role="alert" style={{ whiteSpace: 'pre-line' }}>
            {problem}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The request fields of a schedule form. */
export function scheduleRequest(fields: ScheduleFields): Record<string, unknown> {
  return {
    frequency: fields.frequency,
    start_date: fields.start_date,
    end_type: fields.end_type,
    ...(fields.end_type === 'after' ? { end_after_count: fields.end_after_count } : {}),
    ...(fields.end_type === 'on' ? { end_date: fields.end_date } : {}),
    send_mode: fields.send_mode,
  };
}

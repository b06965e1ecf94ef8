// /recurring-invoices: the owner's recurring schedules (ADR 0312): the invoice each copies, its client,
// how often, the next date, how many made, active / paused / ended; Pause or Resume, Edit and Stop.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { Alert, Badge, Button, Center, Group, Loader, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { formatMoney, toMinor } from '@tradebook/domain/money/money';
import type { RecurringSchedule } from '@tradebook/domain/recurring/recurring.schemas';
import { ListPagination } from '../../../components/list-pagination';
import {
  RecurringScheduleForm,
  scheduleRequest,
} from '../../../components/recurring-schedule-form/recurring-schedule-form';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useFormatCalendarDate } from '../../../lib/dates/business-locale';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { useRecurringSchedules, useScheduleChange, type ScheduleAction } from '../api/recurring-schedules';
import { OwnerOnly } from '../../../components/owner-only';

const STATUS_COLORS = { active: 'green', paused: 'yellow', ended: 'gray' } as const;

function endText(
  schedule: RecurringSchedule,
  formatCalendarDate: (date: string) => string,
  t: TFunction<'recurring'>,
): string {
  if (schedule.end_type === 'after') return t('list.ends_after', { count: schedule.end_after_count ?? 0 });
  if (schedule.end_type === 'on' && schedule.end_date) {
    return t('list.ends_on', { date: formatCalendarDate(schedule.end_date) });
  }
  return t('list.ends_never');
}

export default function ListRecurring() {
  const { t } = useTranslation('recurring');
  usePageTitle(t('title'));
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<RecurringSchedule | null>(null);
  const schedules = useRecurringSchedules(page);
  const change = useScheduleChange();
  const formatCalendarDate = useFormatCalendarDate();

  const act = async (action: ScheduleAction, schedule: RecurringSchedule) => {
    try {
      notifySuccess(await change.mutateAsync({ action, body: { schedule_id: schedule.id } }));
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };

  let body: React.ReactNode;
  if (schedules.isError) body = <Alert color="red">{errorMessage(schedules.error)}</Alert>;
  else if (!schedules.data)
    body = (
      <Center h={120}>
        <Loader aria-label={t('list.loading')} />
      </Center>
    );
  else if (schedules.data.rows.length === 0)
    body = (
      <Paper withBorder radius="md" p="lg">
        <Text fw={600}>{t('list.empty_title')}</Text>
        <Text size="sm" c="dimmed">
          {t('list.empty_text')}
        </Text>
      </Paper>
    );
  else
    body = (
      <Stack gap="sm">
        {schedules.data.rows.map((schedule) => (
          <Paper
            key={schedule.id}
            withBorder
            radius="md"
            p="md"
            component="article"
            aria-label={t('list.schedule_of', { number: schedule.invoice_number })}
          >
            <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Group gap="xs">
                  <Text fw={600} component={Link} to={paths.showInvoice(schedule.invoice_number)}>
                    {schedule.invoice_number}
                  </Text>
                  <Badge color={STATUS_COLORS[schedule.status]} variant="light">
                    {t(`status.${schedule.status}`)}
                  </Badge>
                </Group>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {schedule.client_name} ·{' '}
                  {formatMoney(toMinor(schedule.total_amount_gross) ?? 0, schedule.currency_symbol)}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('list.line', {
                    frequency: t(`frequency.${schedule.frequency}`),
                    next: schedule.next_run_date ? formatCalendarDate(schedule.next_run_date) : '—',
                    made: schedule.made_count,
                    end: endText(schedule, formatCalendarDate, t),
                    mode: schedule.send_mode === 'email' ? t('list.emailed') : t('list.drafts'),
                  })}
                </Text>
                {schedule.last_error && (
                  <Text size="sm" c="red.8">
                    {t('list.last_error', { error: schedule.last_error })}
                  </Text>
                )}
              </Stack>
              {schedule.status !== 'ended' && (
                <OwnerOnly>
                  <Group gap="xs">
                    {schedule.status === 'active' ? (
                      <Button size="xs" variant="default" onClick={() => void act('pause', schedule)}>
                        {t('list.pause')}
                      </Button>
                    ) : (
                      <Button size="xs" variant="default" onClick={() => void act('resume', schedule)}>
                        {t('list.resume')}
                      </Button>
                    )}
                    <Button size="xs" variant="default" onClick={() => setEditing(schedule)}>
                      {t('list.edit')}
                    </Button>
                    <Button
                      size="xs"
                      color="red"
                      variant="outline"
                      onClick={() => void act('stop', schedule)}
                    >
                      {t('list.stop')}
                    </Button>
                  </Group>
                </OwnerOnly>
              )}
            </Group>
          </Paper>
        ))}
        <ListPagination
          total={schedules.data.pagination.last_page}
          value={page}
          onChange={setPage}
          label={t('list.pages')}
        />
      </Stack>
    );

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      {body}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t('list.edit_title')}
        closeButtonProps={{ 'aria-label': t('list.close_dialog') }}
      >
        {editing && (
          <RecurringScheduleForm
            initial={{
              frequency: editing.frequency,
              start_date: editing.next_run_date ?? new Date().toISOString().slice(0, 10),
              end_type: editing.end_type,
              end_after_count: String(editing.end_after_count ?? 12),
              end_date: editing.end_date ?? '',
              send_mode: editing.send_mode,
            }}
            submitLabel={t('list.save')}
            onCancel={() => setEditing(null)}
            onSubmit={async (fields) => {
              const message = await change.mutateAsync({
                action: 'update',
                body: { schedule_id: editing.id, ...scheduleRequest(fields) },
              });
              notifySuccess(message);
              setEditing(null);
            }}
          />
        )}
      </Modal>
    </Stack>
  );
}

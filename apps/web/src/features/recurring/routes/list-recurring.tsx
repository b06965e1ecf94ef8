// /recurring-invoices: the owner's recurring schedules (ADR 0312): the invoice each copies, its client,
// how often, the next date, how many made, active / paused / ended; Pause or Resume, Edit and Stop.
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Badge, Button, Center, Group, Loader, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { formatMoney, toMinor } from '@tradebook/domain/money/money';
import { FREQUENCY_LABELS } from '@tradebook/domain/recurring/recurring-dates';
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

const STATUS = {
  active: { label: 'Active', color: 'green' },
  paused: { label: 'Paused', color: 'yellow' },
  ended: { label: 'Ended', color: 'gray' },
} as const;

function endText(schedule: RecurringSchedule, formatCalendarDate: (date: string) => string): string {
  if (schedule.end_type === 'after') return `after ${schedule.end_after_count} invoices`;
  if (schedule.end_type === 'on' && schedule.end_date) return `on ${formatCalendarDate(schedule.end_date)}`;
  return 'never';
}

export default function ListRecurring() {
  usePageTitle('Recurring invoices');
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
        <Loader aria-label="Loading" />
      </Center>
    );
  else if (schedules.data.rows.length === 0)
    body = (
      <Paper withBorder radius="md" p="lg">
        <Text fw={600}>No recurring invoices yet</Text>
        <Text size="sm" c="dimmed">
          Open an invoice and choose Make recurring to bill a client weekly, monthly or yearly.
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
            aria-label={`Schedule of ${schedule.invoice_number}`}
          >
            <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Group gap="xs">
                  <Text fw={600} component={Link} to={paths.showInvoice(schedule.invoice_number)}>
                    {schedule.invoice_number}
                  </Text>
                  <Badge color={STATUS[schedule.status].color} variant="light">
                    {STATUS[schedule.status].label}
                  </Badge>
                </Group>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {schedule.client_name} ·{' '}
                  {formatMoney(toMinor(schedule.total_amount_gross) ?? 0, schedule.currency_symbol)}
                </Text>
                <Text size="sm" c="dimmed">
                  {FREQUENCY_LABELS[schedule.frequency]} · next{' '}
                  {schedule.next_run_date ? formatCalendarDate(schedule.next_run_date) : '—'} ·{' '}
                  {schedule.made_count} made · ends {endText(schedule, formatCalendarDate)} ·{' '}
                  {schedule.send_mode === 'email' ? 'e-mailed at once' : 'kept as drafts'}
                </Text>
                {schedule.last_error && (
                  <Text size="sm" c="red.8">
                    Last run failed: {schedule.last_error}
                  </Text>
                )}
              </Stack>
              {schedule.status !== 'ended' && (
                <OwnerOnly>
                  <Group gap="xs">
                    {schedule.status === 'active' ? (
                      <Button size="xs" variant="default" onClick={() => void act('pause', schedule)}>
                        Pause
                      </Button>
                    ) : (
                      <Button size="xs" variant="default" onClick={() => void act('resume', schedule)}>
                        Resume
                      </Button>
                    )}
                    <Button size="xs" variant="default" onClick={() => setEditing(schedule)}>
                      Edit
                    </Button>
                    <Button
                      size="xs"
                      color="red"
                      variant="outline"
                      onClick={() => void act('stop', schedule)}
                    >
                      Stop
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
          label="Recurring invoice pages"
        />
      </Stack>
    );

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Recurring invoices
      </Title>
      {body}
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title="Edit schedule">
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
            submitLabel="Save"
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

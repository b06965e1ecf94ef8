// The owner's recurring schedules: 'Make recurring' from an invoice, the list, edit, pause, resume and
// stop (docs/decisions/0312-recurring-invoices.md). The runs themselves are make-recurring-invoices.ts.
import type { Page } from '@tradebook/domain/api/envelope';
import { paginationOf } from '@tradebook/domain/api/paging';
import {
  RECURRING_MESSAGES,
  type CreateRecurringInput,
  type RecurringSchedule,
  type UpdateRecurringInput,
} from '@tradebook/domain/recurring/recurring.schemas';
import type { AppContext } from '../../app-context';
import { AppError, notFound } from '../../app-error';
import type { OwnerId } from '../../db/owner';
import { requireDocument, today } from '../documents/read-documents';
import { invoiceKind } from '../invoices/invoice-kind';
import { findSchedule, insertSchedule, listSchedules, updateSchedule } from './recurring.repository';
import { enqueueScheduleRuns } from './recurring-jobs';
import { answerSchedules } from './schedule-answers';
import { positionAt, positionFrom } from './schedule-timeline';

export async function getSchedule(ctx: AppContext, owner: OwnerId, id: number): Promise<RecurringSchedule> {
  const row = await findSchedule(ctx.db, owner, id);
  const [schedule] = row ? await answerSchedules(ctx, owner, [row]) : [];
  if (!schedule) throw notFound();
  return schedule;
}

export async function listRecurring(
  ctx: AppContext,
  owner: OwnerId,
  paging: { page: number; limit: number },
): Promise<Page<RecurringSchedule>> {
  const { rows, total } = await listSchedules(ctx.db, owner, paging);
  return { rows: await answerSchedules(ctx, owner, rows), pagination: paginationOf(paging, total) };
}

/** A first date from today on: a schedule never makes invoices for days already gone. */
function checkStart(ctx: AppContext, startDate: string): void {
  if (startDate < today(ctx)) throw new AppError('validation', [RECURRING_MESSAGES.startDatePast]);
}

const endColumns = (input: CreateRecurringInput | UpdateRecurringInput) => ({
  end_type: input.end_type,
  end_after_count: input.end_type === 'after' ? input.end_after_count : null,
  end_date: input.end_type === 'on' ? input.end_date : null,
});

/** 'Make recurring': a schedule copying the owner's invoice; a first date of today makes its first
 * invoice at once. */
export async function createRecurring(
  ctx: AppContext,
  owner: OwnerId,
  input: CreateRecurringInput,
): Promise<RecurringSchedule> {
  const template = await requireDocument(ctx, owner, invoiceKind, { id: input.invoice_id });
  if (template.is_void !== 0) throw new AppError('conflict', RECURRING_MESSAGES.voidTemplate);
  checkStart(ctx, input.start_date);
  const now = ctx.now().toISOString();
  const timeline = {
    frequency: input.frequency,
    start_date: input.start_date,
    occurrence_offset: 0,
    ...endColumns(input),
  };
  const first = positionAt(timeline, 0, 0, 'active');
  const id = await insertSchedule(ctx.db, owner, {
    ...timeline,
    template_document_id: template.id,
    next_occurrence: 0,
    next_run_date: first.runDate,
    send_mode: input.send_mode,
    status: first.status,
    made_count: 0,
    last_error: null,
    created_at: now,
    updated_at: now,
  });
  await enqueueScheduleRuns(ctx, owner, id, first.runDate);
  return getSchedule(ctx, owner, id);
}

async function requireSchedule(ctx: AppContext, owner: OwnerId, id: number) {
  const row = await findSchedule(ctx.db, owner, id);
  if (!row) throw notFound();
  return row;
}

/** Edit: how often, from which date, until when, e-mailed or draft. The invoices made so far count
 * towards an end after N; a paused schedule stays paused. */
export async function updateRecurring(
  ctx: AppContext,
  owner: OwnerId,
  input: UpdateRecurringInput,
): Promise<RecurringSchedule> {
  const row = await requireSchedule(ctx, owner, input.schedule_id);
  if (row.status === 'ended') throw new AppError('conflict', RECURRING_MESSAGES.ended);
  checkStart(ctx, input.start_date);
  const timeline = {
    frequency: input.frequency,
    start_date: input.start_date,
    occurrence_offset: row.next_occurrence,
    ...endColumns(input),
  };
  const next = positionAt(timeline, row.next_occurrence, row.made_count, row.status);
  const saved = await updateSchedule(
    ctx.db,
    owner,
    row.id,
    {
      ...timeline,
      next_run_date: next.runDate,
      status: next.status,
      send_mode: input.send_mode,
      updated_at: ctx.now().toISOString(),
    },
    [row.status],
  );
  if (!saved) throw new AppError('conflict', RECURRING_MESSAGES.ended);
  if (next.status === 'active') await enqueueScheduleRuns(ctx, owner, row.id, next.runDate);
  return getSchedule(ctx, owner, row.id);
}

export async function pauseRecurring(
  ctx: AppContext,
  owner: OwnerId,
  id: number,
): Promise<RecurringSchedule> {
  const row = await requireSchedule(ctx, owner, id);
  if (row.status === 'ended') throw new AppError('conflict', RECURRING_MESSAGES.ended);
  await updateSchedule(ctx.db, owner, id, { status: 'paused', updated_at: ctx.now().toISOString() }, [
    'active',
  ]);
  return getSchedule(ctx, owner, id);
}

/** Resume: goes on from the first run on or after today; the runs it missed while paused are not made. */
export async function resumeRecurring(
  ctx: AppContext,
  owner: OwnerId,
  id: number,
): Promise<RecurringSchedule> {
  const row = await requireSchedule(ctx, owner, id);
  if (row.status === 'ended') throw new AppError('conflict', RECURRING_MESSAGES.ended);
  if (row.status === 'paused') {
    const next = positionFrom(row, row.next_occurrence, row.made_count, today(ctx));
    await updateSchedule(
      ctx.db,
      owner,
      id,
      {
        status: next.status,
        next_occurrence: next.occurrence,
        next_run_date: next.runDate,
        updated_at: ctx.now().toISOString(),
      },
      ['paused'],
    );
    if (next.status === 'active') await enqueueScheduleRuns(ctx, owner, id, next.runDate);
  }
  return getSchedule(ctx, owner, id);
}

/** Stop: the schedule ends for good (kept in the list with the invoices it made). */
export async function stopRecurring(ctx: AppContext, owner: OwnerId, id: number): Promise<RecurringSchedule> {
  await requireSchedule(ctx, owner, id);
  await updateSchedule(
    ctx.db,
    owner,
    id,
    { status: 'ended', next_run_date: null, updated_at: ctx.now().toISOString() },
    ['active', 'paused'],
  );
  return getSchedule(ctx, owner, id);
}

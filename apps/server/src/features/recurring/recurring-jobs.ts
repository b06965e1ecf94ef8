// The runs of recurring schedules, as jobs (jobs/jobs.ts; docs/decisions/0312-recurring-invoices.md):
// - 'recurring-sweep', every 15 minutes: queues one 'make-recurring-invoices' job per active schedule
//   whose next run is today or earlier (one pending job per schedule: its unique key).
// - 'make-recurring-invoices': makes every run of one schedule that is due, oldest first, each in its own
//   transaction through the invoice engine (createDocument: the next number of the gap-free sequence).
//   The run is taken inside that transaction by the one update that finds the schedule still at that
//   occurrence (takeRun); a process that finds it taken rolls back, number and all. A failure is kept
//   on the schedule and the job retried with backoff.
// - 'email-recurring-invoice': e-mails a new invoice of a schedule that says so (queued in the outbox),
//   queued in the run's transaction, so a restart between the two loses no e-mail.
import type { AppContext } from '../../app-context';
import { trustedOwnerId, type OwnerId } from '../../db/owner';
import { isEmailConfirmed, mayEmailOthersNow } from '../accounts/email-rules';
import { queueDocumentEmail } from '../documents/email-document';
import { documentLines, requireDocument, today } from '../documents/read-documents';
import { createDocument, documentInputOf } from '../documents/save-document';
import { invoiceKind } from '../invoices/invoice-kind';
import { getTermsDays } from '../settings/settings.service';
import { dueScheduleIds, findSchedule, insertRun, noteScheduleError, takeRun } from './recurring.repository';
import { positionAt } from './schedule-timeline';

export const RECURRING_SWEEP_JOB = 'recurring-sweep';
export const MAKE_RECURRING_JOB = 'make-recurring-invoices';
export const EMAIL_RECURRING_JOB = 'email-recurring-invoice';
const SWEEP_EVERY_MS = 15 * 60_000;
/** Schedules a sweep queues at most; the rest wait for the next sweep, 15 minutes on. */
const SWEEP_BATCH = 500;
/** Runs one job makes at most (a schedule years behind is a bug, not a backlog to invoice). */
const RUNS_PER_JOB = 400;

interface ScheduleJob {
  ownerId: number;
  scheduleId: number;
}

/** Queues the schedule's runs now when its next one is today or earlier (a first date of today). */
export async function enqueueScheduleRuns(
  ctx: AppContext,
  owner: OwnerId,
  scheduleId: number,
  nextRunDate: string | null,
): Promise<void> {
  if (nextRunDate === null || nextRunDate > today(ctx)) return;
  await ctx.jobs.enqueue(MAKE_RECURRING_JOB, { ownerId: owner, scheduleId } satisfies ScheduleJob, {
    uniqueKey: `recurring:${scheduleId}`,
  });
}

/** Thrown inside a run's transaction when another process took the run first: it rolls back. */
class RunTaken extends Error {}

/** Makes the schedule's next run if it is due; false when there is none to make. */
async function makeNextRun(ctx: AppContext, owner: OwnerId, scheduleId: number): Promise<boolean> {
  const schedule = await findSchedule(ctx.db, owner, scheduleId);
  if (!schedule || schedule.status !== 'active' || schedule.next_run_date === null) return false;
  const runDate = schedule.next_run_date;
  if (runDate > today(ctx)) return false;
  const occurrence = schedule.next_occurrence;
  const made = schedule.made_count + 1;
  const next = positionAt(schedule, occurrence + 1, made, 'active');

  const template = await requireDocument(ctx, owner, invoiceKind, { id: schedule.template_document_id });
  const lines = await documentLines(ctx, owner, template.id);
  const terms = await getTermsDays(ctx, owner);
  const input = { ...documentInputOf(template, lines), date: runDate, validityTerm: terms.invoice_days };
  const now = ctx.now().toISOString();
  // An account whose address is not confirmed gets its invoices as drafts, e-mailed to no one (ADR 0327).
  const email = schedule.send_mode === 'email' && (await isEmailConfirmed(ctx, owner));
  try {
    await createDocument(ctx, owner, invoiceKind, input, {
      within: async (inside, invoiceId) => {
        const taken = await takeRun(inside.db, owner, scheduleId, occurrence, {
          occurrence: occurrence + 1,
          runDate: next.runDate,
          status: next.status,
          madeCount: made,
          now,
        });
        if (!taken) throw new RunTaken();
        await insertRun(inside.db, owner, { scheduleId, occurrence, runDate, invoiceId, now });
        if (email) {
          await ctx.jobs.enqueue(
            EMAIL_RECURRING_JOB,
            { ownerId: owner, invoiceId },
            { db: inside.db, uniqueKey: `recurring-mail:${invoiceId}` },
          );
        }
      },
    });
  } catch (error) {
    if (error instanceof RunTaken) return true;
    throw error;
  }
  return true;
}

export function defineRecurringJobs(ctx: AppContext): void {
  ctx.jobs.define({
    name: RECURRING_SWEEP_JOB,
    maxAttempts: 1,
    async run() {
      for (const due of await dueScheduleIds(ctx.db, today(ctx), SWEEP_BATCH)) {
        await enqueueScheduleRuns(ctx, trustedOwnerId(Number(due.user_id)), Number(due.id), today(ctx));
      }
    },
  });
  ctx.jobs.every(RECURRING_SWEEP_JOB, SWEEP_EVERY_MS);

  ctx.jobs.define({
    name: MAKE_RECURRING_JOB,
    maxAttempts: 5,
    async run(payload) {
      const job = payload as ScheduleJob;
      // The schedule's owner, as it was stored with the job by the owner's own request or the sweep.
      const owner = trustedOwnerId(Number(job.ownerId));
      try {
        for (let run = 0; run < RUNS_PER_JOB; run += 1) {
          if (!(await makeNextRun(ctx, owner, Number(job.scheduleId)))) break;
        }
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await noteScheduleError(ctx.db, owner, Number(job.scheduleId), message, ctx.now().toISOString());
        throw error;
      }
    },
  });

  ctx.jobs.define({
    name: EMAIL_RECURRING_JOB,
    maxAttempts: 5,
    async run(payload) {
      const { ownerId, invoiceId } = payload as { ownerId: number; invoiceId: number };
      const owner = trustedOwnerId(Number(ownerId));
      const row = await requireDocument(ctx, owner, invoiceKind, { id: Number(invoiceId) }).catch(
        () => undefined,
      );
      // Deleted, voided or already e-mailed by its owner meanwhile (or by this job before a restart).
      if (!row || row.is_void !== 0 || row.status !== 'draft' || row.sent_at !== null) return;
      // Unconfirmed meanwhile is impossible, but past the day's cap (ADR 0328) the invoice stays a draft
      // for its owner to send: an e-mail left for tomorrow would go out with yesterday's date on it.
      if (!(await mayEmailOthersNow(ctx, owner))) {
        ctx.logger.warn(
          { ownerId: owner, invoiceId },
          'recurring invoice kept as a draft: no e-mail allowed now',
        );
        return;
      }
      await queueDocumentEmail(ctx, owner, invoiceKind, row);
    },
  });
}

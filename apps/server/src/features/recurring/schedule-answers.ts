// A page of schedules as the API answers them: each with its template invoice's number, client and total.
// The invoices are read through the documents feature and their clients through the clients feature,
// one query each for the page's ids (docs/decisions/0341-repositories-own-their-tables.md).
import type { RecurringSchedule } from '@tradebook/domain/recurring/recurring.schemas';
import { fromMinor } from '@tradebook/domain/money/money';
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';
import { findClientRows } from '../clients/clients.repository';
import { findDocumentHeadlines, type DocumentHeadline } from '../documents/document-headlines.repository';
import { currencyById } from '../lookups/currencies';
import type { ScheduleRow } from './recurring.repository';

function toSchedule(row: ScheduleRow, template: DocumentHeadline, clientName: string): RecurringSchedule {
  const currency = currencyById(template.currency_id);
  return {
    id: Number(row.id),
    schedule_id: Number(row.id),
    invoice_id: Number(row.template_document_id),
    invoice_number: template.number,
    client_name: clientName,
    total_amount_gross: fromMinor(template.total_minor),
    currency_symbol: currency?.symbol ?? '',
    frequency: row.frequency as RecurringSchedule['frequency'],
    start_date: row.start_date,
    next_run_date: row.status === 'ended' ? null : row.next_run_date,
    end_type: row.end_type as RecurringSchedule['end_type'],
    end_after_count: row.end_after_count === null ? null : Number(row.end_after_count),
    end_date: row.end_date,
    send_mode: row.send_mode as RecurringSchedule['send_mode'],
    status: row.status as RecurringSchedule['status'],
    made_count: Number(row.made_count),
    last_error: row.last_error,
  };
}

/** The owner's schedules (a page of them) as answers, in their order. A template invoice is deleted with
 * its schedule, so each has one. */
export async function answerSchedules(
  ctx: AppContext,
  owner: OwnerId,
  rows: readonly ScheduleRow[],
): Promise<RecurringSchedule[]> {
  const templateIds = [...new Set(rows.map((row) => Number(row.template_document_id)))];
  const templates = new Map(
    (await findDocumentHeadlines(ctx.db, owner, templateIds)).map((template) => [template.id, template]),
  );
  const clientIds = [...new Set([...templates.values()].map((template) => template.client_id))];
  const clients = new Map(
    (await findClientRows(ctx.db, owner, clientIds)).map((client) => [
      Number(client.id),
      client.business_name || client.full_name,
    ]),
  );
  return rows.flatMap((row) => {
    const template = templates.get(Number(row.template_document_id));
    return template ? [toSchedule(row, template, clients.get(template.client_id) ?? '')] : [];
  });
}

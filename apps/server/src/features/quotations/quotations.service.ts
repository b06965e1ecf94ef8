// Reading quotations: one by number or id, the filtered list, the next number. Also the helpers the other
// quotation use cases share: find-or-404, the draft-only rule, and turning rows into answers.
import type { Client } from '@tradebook/domain/clients/clients.schemas';
import { calendarDateOf } from '@tradebook/domain/documents/dates';
import { percentFromMilli } from '@tradebook/domain/money/percent';
import { OPEN_STATUSES, isQuotationEditable } from '@tradebook/domain/quotations/quotation-status';
import type { QuotationFilters } from '@tradebook/domain/quotations/list-quotations.schemas';
import { QUOTATION_MESSAGES } from '@tradebook/domain/quotations/quotation-messages';
import type { Quotation } from '@tradebook/domain/quotations/quotation.schemas';
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';
import { AppError, notFound } from '../../app-error';
import { getClient, listClients } from '../clients/clients.service';
import { attachmentAnswers } from '../documents/document-attachments';
import { taxLinesFromSettings } from '../documents/tax-lines';
import { signedDownloadUrl } from '../documents/download-links';
import { peekNextNumber } from '../numbering/numbering.service';
import { getProfile } from '../profile/profile.service';
import { getTaxSettings, getTermsDays } from '../settings/settings.service';
import { listAttachmentRows } from './quotation-attachments.repository';
import { listLineRows } from './quotation-lines.repository';
import { toQuotationResponse } from './quotation-response';
import {
  findQuotationRow,
  listQuotationRows,
  type QuotationRow,
  type QuotationRowFilters,
} from './quotations.repository';

export type QuotationRef = { id: number } | { number: string };

export async function requireQuotationRow(
  ctx: AppContext,
  owner: OwnerId,
  by: QuotationRef,
): Promise<QuotationRow> {
  const row = await findQuotationRow(ctx.db, owner, by);
  if (!row) throw notFound();
  return row;
}

/** Items, discount, taxes and attachments change only while the quotation is a draft (409 otherwise). */
export function assertEditable(row: Pick<QuotationRow, 'status' | 'type'>): void {
  if (row.type === 'void') throw new AppError('conflict', QUOTATION_MESSAGES.voidNotEditable);
  if (!isQuotationEditable(row)) throw new AppError('conflict', QUOTATION_MESSAGES.notEditable);
}

export function today(ctx: AppContext): string {
  return calendarDateOf(ctx.now());
}

/** The file name of a quotation's PDF: its number, which only has safe characters. */
export function pdfFilename(row: Pick<QuotationRow, 'quotation_number'>): string {
  return `${row.quotation_number.replace(/[^A-Za-z0-9-]/g, '_')}.pdf`;
}

/** A signed link that serves the quotation's PDF to whoever holds it, until it expires. */
export function quotationPdfUrl(ctx: AppContext, owner: OwnerId, row: QuotationRow): Promise<string> {
  return signedDownloadUrl(ctx, owner, {
    kind: 'quotation',
    key: String(row.id),
    filename: pdfFilename(row),
  });
}

/** Rows to answers, with their lines, attachments and clients read in a few queries. */
export async function presentQuotations(
  ctx: AppContext,
  owner: OwnerId,
  rows: QuotationRow[],
): Promise<Quotation[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const lines = await listLineRows(ctx.db, owner, ids);
  const attachments = await listAttachmentRows(ctx.db, owner, ids);
  const clients = new Map<number, Client>();
  if (rows.length === 1 && rows[0]) {
    const client = await getClient(ctx, owner, rows[0].client_id);
    clients.set(client.id, client);
  } else {
    for (const client of await listClients(ctx, owner, {})) clients.set(client.id, client);
  }
  const date = today(ctx);
  return Promise.all(
    rows.map(async (row) =>
      toQuotationResponse({
        row,
        lines: lines.filter((line) => line.quotation_id === row.id),
        attachments: await attachmentAnswers(
          ctx,
          owner,
          attachments.filter((attachment) => attachment.quotation_id === row.id),
        ),
        client: clients.get(row.client_id),
        pdfLink: await quotationPdfUrl(ctx, owner, row),
        today: date,
      }),
    ),
  );
}

export async function getQuotation(ctx: AppContext, owner: OwnerId, by: QuotationRef): Promise<Quotation> {
  const [quotation] = await presentQuotations(ctx, owner, [await requireQuotationRow(ctx, owner, by)]);
  if (!quotation) throw notFound();
  return quotation;
}

/** The list's filters as row filters: a status keeps quotations that are not void; 'void' keeps the
 * void ones; 'expired' keeps open quotations whose expiry date has passed; 'all' keeps everything. */
function rowFilters(filters: QuotationFilters, date: string): QuotationRowFilters {
  const base = { search: filters.search, from: filters.from, to: filters.to };
  switch (filters.status) {
    case 'all':
      return base;
    case 'void':
      return { ...base, type: 'void' };
    case 'expired':
      return { ...base, type: 'not_void', statuses: OPEN_STATUSES, expiryBefore: date };
    default:
      return { ...base, type: 'not_void', statuses: [filters.status] };
  }
}

export async function listQuotationRowsFor(
  ctx: AppContext,
  owner: OwnerId,
  filters: QuotationFilters,
): Promise<QuotationRow[]> {
  return listQuotationRows(ctx.db, owner, rowFilters(filters, today(ctx)));
}

export async function listQuotations(
  ctx: AppContext,
  owner: OwnerId,
  filters: QuotationFilters,
): Promise<Quotation[]> {
  return presentQuotations(ctx, owner, await listQuotationRowsFor(ctx, owner, filters));
}

/** get_quotation_number: the number the next quotation will get, with the defaults of a new quotation
 * (today, the user's currency, the validity term and tax lines of the settings). */
export async function getNextQuotationNumber(ctx: AppContext, owner: OwnerId) {
  const number = await peekNextNumber(ctx.db, owner, 'QUO');
  const terms = await getTermsDays(ctx, owner);
  const taxes = taxLinesFromSettings(await getTaxSettings(ctx, owner));
  const profile = await getProfile(ctx, owner);
  return {
    response: number,
    quotation_number: number,
    quotation_date: today(ctx),
    validity_term: terms.quotation_days,
    currency_id: profile.currency_id,
    vat_name: taxes.vatName,
    vat_percent: percentFromMilli(taxes.vatPercentMilli),
    tax1_name: taxes.tax1Name,
    tax1_percent: percentFromMilli(taxes.tax1PercentMilli),
  };
}

// Reading one document: find-or-404, the editable rule, its parts (lines, attachments, client, signed
// pdfLink) for an answer, and the defaults of a new one (the next number, today, terms, currency, taxes).
import type { Client } from '@tradebook/domain/clients/clients.schemas';
import { calendarDateOf } from '@tradebook/domain/documents/dates';
import type { DocumentAttachment } from '@tradebook/domain/quotations/quotation.schemas';
import type { AppContext } from '../../app-context';
import { AppError, notFound } from '../../app-error';
import type { OwnerId } from '../../db/owner';
import { getClient } from '../clients/clients.service';
import { peekNextNumber } from '../numbering/numbering.service';
import { getProfile } from '../profile/profile.service';
import { getTaxSettings, getTermsDays } from '../settings/settings.service';
import { attachmentAnswers } from './attachment-images';
import { listAttachments } from './document-attachments.repository';
import type { DocumentKind } from './document-kind';
import { listLines } from './document-lines.repository';
import type { LineRow } from './document-rows';
import type { DocumentRow } from './document-rows';
import { findDocument } from './documents.repository';
import { signedDownloadUrl } from './download-links';
import { taxLinesFromSettings, type DocumentTaxLines } from './tax-lines';

export type DocumentRef = { id: number } | { number: string };

export function today(ctx: Pick<AppContext, 'now'>): string {
  return calendarDateOf(ctx.now());
}

export async function requireDocument(
  ctx: AppContext,
  owner: OwnerId,
  kind: DocumentKind,
  by: DocumentRef,
): Promise<DocumentRow> {
  const row = await findDocument(ctx.db, owner, kind.kind, by);
  if (!row) throw notFound();
  return row;
}

export function isEditable(kind: DocumentKind, row: Pick<DocumentRow, 'status' | 'is_void'>): boolean {
  return row.is_void === 0 && kind.editable.statuses.includes(row.status);
}

/** Items, discount, taxes and attachments change only while the kind allows it (409 otherwise). */
export function assertEditable(kind: DocumentKind, row: Pick<DocumentRow, 'status' | 'is_void'>): void {
  if (row.is_void !== 0) throw new AppError('conflict', kind.messages.voidNotEditable);
  if (!isEditable(kind, row)) throw new AppError('conflict', kind.messages.notEditable);
}

/** The file name of a document's PDF: its number, which only has safe characters. */
export function pdfFilename(row: Pick<DocumentRow, 'number'>): string {
  return `${row.number.replace(/[^A-Za-z0-9-]/g, '_')}.pdf`;
}

/** A signed link that serves the document's PDF to whoever holds it, until it expires. */
export function documentPdfUrl(
  ctx: AppContext,
  owner: OwnerId,
  kind: DocumentKind,
  row: DocumentRow,
): Promise<string> {
  return signedDownloadUrl(ctx, owner, { kind: kind.kind, key: String(row.id), filename: pdfFilename(row) });
}

/** What an answer of one document shows besides its row. */
export interface DocumentParts {
  row: DocumentRow;
  lines: LineRow[];
  attachments: DocumentAttachment[];
  client: Client;
  pdfLink: string;
  today: string;
}

export async function readDocumentParts(
  ctx: AppContext,
  owner: OwnerId,
  kind: DocumentKind,
  row: DocumentRow,
): Promise<DocumentParts> {
  return {
    row,
    lines: await listLines(ctx.db, owner, [row.id]),
    attachments: await attachmentAnswers(ctx, owner, await listAttachments(ctx.db, owner, row.id)),
    client: await getClient(ctx, owner, row.client_id),
    pdfLink: await documentPdfUrl(ctx, owner, kind, row),
    today: today(ctx),
  };
}

export interface NewDocumentDefaults {
  number: string;
  date: string;
  termsDays: number;
  currencyId: number;
  taxes: DocumentTaxLines;
}

/** The number the next document of this kind will get (assigned only when it is created), with the
 * defaults of a new one: today, the terms setting (28 until set), the user's currency and tax lines. */
export async function newDocumentDefaults(
  ctx: AppContext,
  owner: OwnerId,
  kind: DocumentKind,
): Promise<NewDocumentDefaults> {
  const terms = await getTermsDays(ctx, owner);
  return {
    number: await peekNextNumber(ctx.db, owner, kind.numberKind),
    date: today(ctx),
    termsDays: terms[kind.termsSetting],
    currencyId: (await getProfile(ctx, owner)).currency_id,
    taxes: taxLinesFromSettings(await getTaxSettings(ctx, owner)),
  };
}

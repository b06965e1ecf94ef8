// Reading one document: find-or-404, the editable rule, its parts (lines, attachments, client, signed
// pdfLink) for an answer, and the defaults of a new one (the next number, today, terms, currency, taxes).
import type { Client } from '@tradebook/domain/clients/clients.schemas';
import { calendarDateOf } from '@tradebook/domain/documents/dates';
import { documentPdfFilename } from '@tradebook/domain/documents/document-mail';
import { percentFromMilli } from '@tradebook/domain/money/percent';
import { DEFAULT_TERMS_DAYS } from '@tradebook/domain/settings/terms.schemas';
import type { DocumentAttachment } from '@tradebook/domain/quotations/quotation.schemas';
import type { AppContext } from '../../app-context';
import { AppError, notFound } from '../../app-error';
import { batchedRead } from '../../db/batched-reads';
import type { OwnerId } from '../../db/owner';
import { getClient } from '../clients/clients.service';
import { formatNumber, peekNextNumber } from '../numbering/numbering.service';
import { taxSettingsOfColumns } from '../settings/settings.service';
import { attachmentAnswers } from '../../files/attachment-images';
import { listAttachments } from './document-attachments.repository';
import type { DocumentKind } from './document-kind';
import { readNewDocumentDefaultsOfMany } from './new-document-defaults.repository';
import { listLines, sumLinesMadeFrom } from './document-lines.repository';
import type { DocumentRow, LineRow, StoredDocument } from './document-rows';
import {
  findAnyDocument,
  findDocumentOfAnyKind,
  findDerivedDocument,
  findDocument,
  findDocumentForUpdate,
  listDocumentsMadeFrom,
} from './documents.repository';
import { signedDownloadUrl } from '../../exports/download-links';
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

/** A repository read run on the context's database, for the engine's reads that other features call. */
function onContext<Args extends unknown[], Result>(
  read: (db: AppContext['db'], owner: OwnerId, ...args: Args) => Result,
): (ctx: Pick<AppContext, 'db'>, owner: OwnerId, ...args: Args) => Result {
  return (ctx, owner, ...args) => read(ctx.db, owner, ...args);
}

/** The owner's document of whichever kind, if it exists. */
export const findDocumentById = onContext(findDocumentOfAnyKind);

/** The owner's document of this kind, locked until the transaction of `ctx.db` ends (404 when it is
 * not theirs): what follows from its figures (a payment, a delete) is then decided on them alone. */
export async function lockDocument(
  ctx: AppContext,
  owner: OwnerId,
  kind: Pick<DocumentKind, 'kind'>,
  id: number,
): Promise<DocumentRow> {
  const row = await findDocumentForUpdate(ctx.db, ctx.dialect, owner, kind.kind, id);
  if (!row) throw notFound();
  return row;
}

/** The lines of one document, in order. */
export function documentLines(ctx: AppContext, owner: OwnerId, documentId: number): Promise<LineRow[]> {
  return listLines(ctx.db, owner, [documentId]);
}

/** The document made from this one (a quotation's invoice), if any. */
export const derivedDocument = onContext(findDerivedDocument);

/** A document of any kind by id, as another links to it (404 for none is the caller's to say). */
export const linkedDocument = onContext(findAnyDocument);

/** The documents of `kind` made from this one (an invoice's credit notes), oldest first. */
export function documentsMadeFrom(
  ctx: AppContext,
  owner: OwnerId,
  documentId: number,
  kind: DocumentKind | string,
): Promise<DocumentRow[]> {
  return listDocumentsMadeFrom(ctx.db, owner, documentId, typeof kind === 'string' ? kind : kind.kind);
}

/** For each of these lines, the line totals made from it (credited by credit notes), added up. */
export function sumOfLinesMadeFrom(
  ctx: AppContext,
  owner: OwnerId,
  lines: readonly LineRow[],
): Promise<Map<number, number>> {
  return sumLinesMadeFrom(
    ctx.db,
    owner,
    lines.map((line) => line.id),
  );
}

type EditableFacts = Pick<DocumentRow, 'status' | 'is_void' | 'paid_minor' | 'credited_minor'>;

export function isEditable(kind: DocumentKind, row: EditableFacts): boolean {
  return (
    row.is_void === 0 &&
    kind.editable.statuses.includes(row.status) &&
    (!kind.editable.unpaid || row.paid_minor === 0) &&
    (!kind.editable.uncredited || row.credited_minor === 0)
  );
}

/** Items, discount, taxes and attachments change only while the kind allows it (409 otherwise). */
export function assertEditable(kind: DocumentKind, row: EditableFacts): void {
  if (row.is_void !== 0) throw new AppError('conflict', kind.messages.voidNotEditable);
  if (!isEditable(kind, row)) throw new AppError('conflict', kind.messages.notEditable);
}

/** The file name of a document's PDF: its number, which only has safe characters. */
export function pdfFilename(row: Pick<DocumentRow, 'number'>): string {
  return documentPdfFilename(row.number);
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

/** Another document this one is linked to: the one it was made from, or the one made from it. */
export interface DocumentLink {
  id: number;
  kind: string;
  number: string;
}

/** What an answer of one document shows besides its row. */
export interface DocumentParts {
  row: DocumentRow;
  lines: LineRow[];
  attachments: DocumentAttachment[];
  client: Client;
  pdfLink: string;
  today: string;
  /** What it was made from (an invoice's quotation), if anything. */
  source: DocumentLink | undefined;
  /** What was made from it (a quotation's invoice), if anything. */
  derived: DocumentLink | undefined;
}

/** What the request that made a document already knows of it, so its answer need not read it again
 * (docs/decisions/0432-a-create-answers-from-what-it-checked.md). */
export interface CreatedDocument {
  /** The client, as the create checked it, in the same transaction or just before the insert. */
  client: Client;
  /** Whether the create attached files (a new document has no other attachments). */
  attached: boolean;
  /** The document and its lines as its inserts answered them, when nothing in the create changed them
   * after (docs/decisions/0434-a-create-reads-its-client-and-taxes-at-once.md). */
  stored?: StoredDocument;
}

/** The owner's document of `kind`: as a create stored it, when it was made in this request, or read. */
export function createdOrRead(
  ctx: AppContext,
  owner: OwnerId,
  kind: DocumentKind,
  by: DocumentRef,
  created: CreatedDocument | undefined,
): Promise<DocumentRow> | DocumentRow {
  return created?.stored?.row ?? requireDocument(ctx, owner, kind, by);
}

/** `created`: the document was made in this request, so nothing has been made from it yet (no read),
 * and its client and attachments are known. */
export async function readDocumentParts(
  ctx: AppContext,
  owner: OwnerId,
  kind: DocumentKind,
  row: DocumentRow,
  options: { created?: CreatedDocument } = {},
): Promise<DocumentParts> {
  const { created } = options;
  const stored = created && !created.attached ? [] : await listAttachments(ctx.db, owner, row.id);
  return {
    row,
    lines: created?.stored?.lines ?? (await documentLines(ctx, owner, row.id)),
    attachments: await attachmentAnswers(ctx, owner, stored),
    client: created?.client ?? (await getClient(ctx, owner, row.client_id)),
    pdfLink: await documentPdfUrl(ctx, owner, kind, row),
    today: today(ctx),
    source:
      row.source_document_id === null ? undefined : await linkedDocument(ctx, owner, row.source_document_id),
    derived: options.created ? undefined : await derivedDocument(ctx, owner, row.id),
  };
}

export interface NewDocumentDefaults {
  number: string;
  date: string;
  termsDays: number;
  currencyId: number;
  taxes: DocumentTaxLines;
}

/** A new document's defaults, read with those of requests that arrive with it. */
const readNewDocumentDefaultsTogether = batchedRead(readNewDocumentDefaultsOfMany);

/** The number the next document of this kind will get (assigned only when it is created), with the
 * defaults of a new one: today, the terms setting (28 until set), the user's currency and tax lines. */
export async function newDocumentDefaults(
  ctx: AppContext,
  owner: OwnerId,
  kind: DocumentKind,
  signedIn?: { currency_id: number },
): Promise<NewDocumentDefaults> {
  // One statement, composed of each owning room's fragment
  // (docs/decisions/0429-a-number-call-in-one-statement.md). `signedIn`: the owner's row as the
  // request's token check read it; then the currency is not read
  // (docs/decisions/0423-the-token-check-reads-the-signed-in-user.md).
  const row = await readNewDocumentDefaultsTogether(ctx.db, {
    owner,
    kind,
    withCurrency: signedIn === undefined,
  });
  return {
    number: formatNumber(kind.numberKind, Number(row.next_value ?? 1)),
    date: today(ctx),
    termsDays: kind.termsSetting === null ? 0 : Number(row.terms_days ?? DEFAULT_TERMS_DAYS),
    currencyId: Number(signedIn?.currency_id ?? row.currency_id),
    taxes: taxLinesFromSettings(taxSettingsOfColumns(row)),
  };
}

/** The number the next document of this kind will get, alone (a credit note's number call answers no
 * other default): one read of the counter. */
export async function nextDocumentNumber(ctx: AppContext, owner: OwnerId, kind: DocumentKind) {
  return peekNextNumber(ctx.db, owner, kind.numberKind);
}

/** A new document's defaults as a number call answers them beside the number and date: the terms, the
 * currency and the two tax lines of the settings. */
export function newDocumentDefaultsAnswer(defaults: NewDocumentDefaults) {
  return {
    validity_term: defaults.termsDays,
    currency_id: defaults.currencyId,
    vat_name: defaults.taxes.tax1Name,
    vat_percent: percentFromMilli(defaults.taxes.tax1PercentMilli),
    tax1_name: defaults.taxes.tax2Name,
    tax1_percent: percentFromMilli(defaults.taxes.tax2PercentMilli),
  };
}

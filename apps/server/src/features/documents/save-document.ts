// Saving a document of any kind: create and update (the one-line edit is edit-document-line.ts). The server
// keeps what it checked from the request and computes everything else itself: the number (inside the
// create transaction), the due date, and every total with the domain's calculateTotals, the same code the
// web's totals panel runs. Totals a client sends are never read. A create checks and stores its draft in
// store-draft.ts, then answers it here.
import type { Client } from '@tradebook/domain/clients/clients.schemas';
import type { DocumentInput } from '@tradebook/domain/documents/save-document.schemas';
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';
import { inOwnersTurn } from '../../db/owner-turns';
import { withKnownLinkEpoch } from '../../files/signed-links';
import { contentColumns, lineTypeOf, lineValues, storedDiscount, totalsOrThrow } from './document-columns';
import type { DocumentKind } from './document-kind';
import { checkReferences } from './document-references';
import { replaceLines, type LineValues } from './document-lines.repository';
import type { DocumentRow, LineRow, StoredDocument } from './document-rows';
import { updateDocument, type DocumentChanges } from './documents.repository';
import { insertAttachments } from './document-attachments.repository';
import { assertEditable, requireDocument, type CreatedDocument } from './read-documents';
import { storeDraft, type CreateOptions, type WithinSave } from './store-draft';
import { chooseTaxLines, storedTaxLines } from './tax-lines';

export type { LineValues } from './document-lines.repository';

/** The context whose database is the transaction `trx`: the engine's and a kind's use cases run inside it. */
export function inTransaction(ctx: AppContext, trx: AppContext['db']): AppContext {
  return { ...ctx, db: trx };
}

/** A stored document's content as a save takes it: another kind made from it (an invoice from a
 * quotation) starts with its client, lines, discount, taxes and notes. */
export function documentInputOf(row: DocumentRow, lines: LineRow[]): DocumentInput {
  return {
    date: row.document_date,
    clientId: row.client_id,
    validityTerm: row.terms_days,
    currencyId: row.currency_id,
    exchangeRateMicro: row.exchange_rate_micro ?? undefined,
    lines: lines.map((line) => ({
      lineId: null,
      name: line.name,
      description: line.description,
      quantityMilli: line.quantity_milli,
      unitPriceMinor: line.unit_price_minor,
      type: lineTypeOf(line),
      itemNo: line.item_no,
      categoryId: line.category_id,
      categoryType: line.category_type,
    })),
    discount: storedDiscount(row),
    tax1Name: row.tax1_name,
    tax1PercentMilli: row.tax1_percent_milli,
    tax2Name: row.tax2_name,
    tax2PercentMilli: row.tax2_percent_milli,
    notes: row.notes,
  };
}

/** Creates a draft; answers its id. A refused save uses no number. */
export function createDocument(
  ctx: AppContext,
  owner: OwnerId,
  kind: DocumentKind,
  input: DocumentInput,
  options: CreateOptions = {},
): Promise<number> {
  return createAndAnswer(ctx, owner, kind, input, options, async (_ctx, id) => id);
}

/** Reads the answer of a document just created, with the context whose database sees it, and what the
 * create already knows of it. */
export type AnswerCreated<T> = (ctx: AppContext, id: number, created: CreatedDocument) => Promise<T>;

/** Creates a draft and answers what `answer` reads of it. The checks of the client, the currency and the
 * tax settings run in the create's one transaction. On SQLite the answer is read in it too: a statement
 * after the transaction would join the next group commit and wait for its flush of the disk, several
 * times over for the reads of one answer (docs/decisions/0406-a-create-in-one-transaction.md). On
 * PostgreSQL it is read after the COMMIT, so the number's counter row, locked from the moment the
 * number is taken, is not held while the answer is read; and a draft with nothing stored beside it (no
 * attachment, no payment) is stored by the one statement that takes its number, in a transaction of its
 * own, so the owner's other creates wait for that statement and its flush only, not for this process to
 * send a COMMIT (docs/decisions/0422-a-create-locks-its-number-for-one-statement.md); that statement
 * checks the client too (docs/decisions/0440-a-create-checks-its-client-in-its-insert.md). The checks
 * before it read what a transaction would not hold still either (PostgreSQL reads each statement afresh). */
export async function createAndAnswer<T>(
  appCtx: AppContext,
  owner: OwnerId,
  kind: DocumentKind,
  input: DocumentInput,
  options: CreateOptions,
  answer: AnswerCreated<T>,
): Promise<T> {
  // The answer's PDF link is signed with the link epoch the token check read (ADR 0435).
  const ctx = withKnownLinkEpoch(appCtx, owner, options.signedIn?.link_epoch);
  const attached = options.attachments ?? [];
  // What was stored is the answer's unless something within the save changed it after (a payment).
  const known = (client: Client, stored: StoredDocument): CreatedDocument => ({
    client,
    attached: attached.length > 0,
    stored: options.within ? undefined : stored,
  });
  if (ctx.dialect === 'postgres' && !options.within && attached.length === 0) {
    const { stored, client } = await storeDraft(ctx, owner, kind, input, options);
    return answer(ctx, stored.row.id, known(client, stored));
  }
  const readWithin = ctx.dialect === 'sqlite';
  const created = await inOwnersTurn(ctx, owner, () =>
    ctx.db.transaction().execute(async (trx) => {
      const within = inTransaction(ctx, trx);
      const { stored, client } = await storeDraft(within, owner, kind, input, options);
      const id = stored.row.id;
      const now = ctx.now().toISOString();
      await insertAttachments(
        trx,
        owner,
        id,
        attached.map((file) => ({ ...file, created_at: now })),
      );
      await options.within?.(inTransaction(ctx, trx), id);
      const answered: { value: T } | undefined = readWithin
        ? { value: await answer(within, id, known(client, stored)) }
        : undefined;
      return { stored, client, answered };
    }),
  );
  return created.answered
    ? created.answered.value
    : answer(ctx, created.stored.row.id, known(created.client, created.stored));
}

/** Writes `changes` (and the lines) only if the document is still editable when the write happens; a
 * status changed by another request in between answers 409 like any other. */
export async function saveEditable(
  ctx: AppContext,
  owner: OwnerId,
  kind: DocumentKind,
  row: DocumentRow,
  changes: DocumentChanges,
  lines: LineValues[],
  within?: WithinSave,
): Promise<void> {
  const saved = await ctx.db.transaction().execute(async (trx) => {
    const updated = await updateDocument(trx, owner, row.id, changes, kind.editable);
    if (updated) {
      await replaceLines(trx, owner, row.id, lines);
      await within?.(inTransaction(ctx, trx), row.id);
    }
    return updated;
  });
  if (!saved) assertEditable(kind, await requireDocument(ctx, owner, kind, { id: row.id }));
}

/** Replaces an editable document's fields and lines. */
export async function updateDocumentContent(
  ctx: AppContext,
  owner: OwnerId,
  kind: DocumentKind,
  input: DocumentInput & { documentId: number },
  options: { within?: WithinSave } = {},
): Promise<void> {
  const row = await requireDocument(ctx, owner, kind, { id: input.documentId });
  assertEditable(kind, row);
  const { rate } = await checkReferences(ctx, owner, kind, input, undefined);
  const taxes = chooseTaxLines(input, storedTaxLines(row));
  const totals = totalsOrThrow(input.lines, input.discount, taxes);
  const changes = { ...contentColumns(input, taxes, totals, rate), updated_at: ctx.now().toISOString() };
  await saveEditable(ctx, owner, kind, row, changes, lineValues(input.lines), options.within);
}

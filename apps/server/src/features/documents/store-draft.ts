// A new draft's references checked and the draft stored under the owner's next number, with the client
// it checked: the first half of every create (save-document.ts's createAndAnswer answers it).
import type { Client } from '@tradebook/domain/clients/clients.schemas';
import type { DocumentInput } from '@tradebook/domain/documents/save-document.schemas';
import type { Totals } from '@tradebook/domain/documents/totals';
import type { AppContext } from '../../app-context';
import { notFound } from '../../app-error';
import type { OwnerId } from '../../db/owner';
import { inOwnersTurn } from '../../db/owner-turns';
import type { StoredAttachment } from '../../files/attachment-images';
import { clientOfRow } from '../clients/clients.service';
import type { TaxSettings } from '../settings/settings.service';
import { contentColumns, lineValues, totalsOf, totalsOrThrow } from './document-columns';
import type { DocumentKind } from './document-kind';
import {
  checkedRate,
  checkNewReferences,
  signedInTaxSettings,
  type SignedInFacts,
} from './document-references';
import type { StoredDocument } from './document-rows';
import { insertNumberedDocument, newDocumentValues, type NewDocumentColumns } from './numbered-document';
import { insertNumberedDocumentForClient } from './numbered-document.repository';
import { chooseTaxLines, taxLinesFromSettings, type DocumentTaxLines } from './tax-lines';

/** What a kind does inside the transaction of a save, with the context of that transaction (an invoice
 * records the payment sent with it): it all happens, or none of it. */
export type WithinSave = (ctx: AppContext, documentId: number) => Promise<void>;

export interface CreateOptions {
  /** The owner's row as the token check read it, when the signed-in user acts for themselves: then the
   * business's currency and tax settings are not read again. */
  signedIn?: SignedInFacts;
  /** The document it is made from (an invoice's quotation): linked both ways, once. */
  sourceDocumentId?: number;
  /** Image files already stored (copies of the source's attachments), attached in the same transaction. */
  attachments?: StoredAttachment[];
  within?: WithinSave;
}

/** Checks a new draft's references, takes its number and stores it with its lines, in the transaction of
 * `ctx.db` or, on PostgreSQL, as one statement that is its own transaction. Answers it as stored, with
 * the client it checked. */
export async function storeDraft(
  ctx: AppContext,
  owner: OwnerId,
  kind: DocumentKind,
  input: DocumentInput,
  options: CreateOptions,
): Promise<{ stored: StoredDocument; client: Client }> {
  const known = ctx.dialect === 'postgres' ? signedInTaxSettings(options.signedIn) : undefined;
  const atOnce = known && (await storeDraftCheckingClient(ctx, owner, kind, input, options, known));
  if (atOnce) return atOnce;
  const { rate, client, taxSettings } = await checkNewReferences(ctx, owner, kind, input, options.signedIn);
  const taxes = chooseTaxLines(input, taxLinesFromSettings(taxSettings));
  const totals = totalsOrThrow(input.lines, input.discount, taxes);
  const stored = await insertNumberedDocument(
    ctx,
    owner,
    kind,
    draftColumns(input, taxes, totals, rate, options),
    lineValues(input.lines),
  );
  return { stored, client };
}

function draftColumns(
  input: DocumentInput,
  taxes: DocumentTaxLines,
  totals: Totals,
  rate: number | null,
  options: CreateOptions,
): NewDocumentColumns {
  // The draft's own fields before the spread columns, never after them
  // (docs/decisions/0447-no-field-added-after-a-spread.md).
  return {
    status: 'draft',
    source_document_id: options.sourceDocumentId ?? null,
    ...contentColumns(input, taxes, totals, rate),
  };
}

/** PostgreSQL, with the tax settings the token check read: the draft is stored, and its client checked
 * and read, by the one statement that takes its number (docs/decisions/0440-a-create-checks-its-client-in-its-insert.md);
 * a client that is not the owner's is a 404, with nothing stored and no number taken, as the check
 * before it would answer. Undefined, nothing done, when the totals are refused: storeDraft then checks
 * the client first, as always, and refuses them. */
async function storeDraftCheckingClient(
  ctx: AppContext,
  owner: OwnerId,
  kind: DocumentKind,
  input: DocumentInput,
  options: CreateOptions,
  taxSettings: TaxSettings,
): Promise<{ stored: StoredDocument; client: Client } | undefined> {
  const rate = await checkedRate(ctx, owner, kind, input, options.signedIn);
  const taxes = chooseTaxLines(input, taxLinesFromSettings(taxSettings));
  const totals = totalsOf(input.lines, input.discount, taxes);
  if ('problem' in totals) return undefined;
  const values = newDocumentValues(ctx, kind, draftColumns(input, taxes, totals, rate, options));
  const lines = lineValues(input.lines);
  const stored = await inOwnersTurn(ctx, owner, () =>
    insertNumberedDocumentForClient(ctx.db, owner, kind.numberKind, values, lines),
  );
  if (!stored) throw notFound();
  return { stored: stored.stored, client: clientOfRow(stored.client) };
}

// A document's one status in plain words (docs/decisions/0350, 0366), from its stored row: whether the
// client opened its link is the row's own viewed_at, and whether a quotation was invoiced is known by the
// caller (a list row's derived_id) or read once here. The owner's answers, the PDF, the e-mails and the
// client's page all say the word this gives.
import {
  creditNoteStatusWord,
  invoiceStatusWord,
  quotationStatusWord,
  type StatusWord,
} from '@tradebook/domain/documents/status-words';
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';
import type { DocumentRow } from './document-rows';
import { findDerivedDocument } from './documents.repository';

export interface StatusWordFacts {
  /** An invoice was made from it (a quotation's). */
  invoiced: boolean;
  /** Counts as viewed whatever the row says (the client is reading it now). */
  viewed?: boolean;
}

export function statusWordOf(
  row: Pick<DocumentRow, 'kind' | 'status' | 'is_void' | 'due_date' | 'viewed_at'>,
  today: string,
  facts: StatusWordFacts,
): StatusWord {
  const isVoid = row.is_void !== 0;
  const viewed = facts.viewed === true || row.viewed_at !== null;
  if (row.kind === 'quotation') {
    const state = { status: row.status, isVoid, expiryDate: row.due_date, viewed, invoiced: facts.invoiced };
    return quotationStatusWord(state, today);
  }
  if (row.kind === 'credit_note') return creditNoteStatusWord(row.status);
  return invoiceStatusWord({ status: row.status, isVoid, dueDate: row.due_date, viewed }, today);
}

/** The word of one document, reading whether a quotation was invoiced when the caller does not know. */
export async function readStatusWord(
  ctx: AppContext,
  owner: OwnerId,
  row: DocumentRow,
  today: string,
  known: { invoiced?: boolean; viewed?: boolean } = {},
): Promise<StatusWord> {
  const invoiced =
    known.invoiced ??
    (row.kind === 'quotation' && (await findDerivedDocument(ctx.db, owner, row.id)) !== undefined);
  return statusWordOf(row, today, {
    invoiced,
    ...(known.viewed === undefined ? {} : { viewed: known.viewed }),
  });
}

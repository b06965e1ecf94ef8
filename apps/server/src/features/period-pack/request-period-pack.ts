// period_pack (docs/decisions/0382-period-pack-streamed-with-a-counted-progress.md): counts against the
// owner's limit of exports, refuses a pack over its caps, and answers a single-use link to the ZIP with
// the number of files it will hold, which the screen's progress bar counts down as the ZIP arrives.
import {
  MAX_PACK_DOCUMENTS,
  MAX_PACK_RECEIPTS,
  PACK_FIXED_FILES,
  PERIOD_PACK_MESSAGES,
  type PeriodPack,
  type PeriodPackRange,
} from '@tradebook/domain/period-pack/period-pack.schemas';
import type { AppContext } from '../../app-context';
import { AppError } from '../../app-error';
import type { OwnerId } from '../../db/owner';
import { signedExportUrl } from '../../exports/download-links';
import { limitHeavyWork } from '../accounts/heavy-work-limits';
import { countIssuedDocumentsUpTo } from '../documents/document-period-figures.repository';
import { countExpensesAndReceipts } from '../expenses/expense-period-figures.repository';

export interface PackCounts {
  invoices: number;
  creditNotes: number;
  einvoices: number;
  expenses: number;
  receipts: number;
}

export const PACK_LINK_KIND = 'period_pack';

export const packFilename = (range: PeriodPackRange) => `period-pack-${range.from}-to-${range.to}.zip`;

/** The records of the range, counted up to the caps; 422 over either cap. */
export async function requirePackSize(
  ctx: AppContext,
  owner: OwnerId,
  range: PeriodPackRange,
): Promise<PackCounts> {
  const documents = await countIssuedDocumentsUpTo(ctx.db, owner, range, MAX_PACK_DOCUMENTS + 1);
  const spent = await countExpensesAndReceipts(ctx.db, owner, range, MAX_PACK_RECEIPTS + 1);
  const counts: PackCounts = { ...documents, einvoices: documents.notVoid, ...spent };
  if (counts.invoices + counts.creditNotes > MAX_PACK_DOCUMENTS) {
    throw new AppError('validation', PERIOD_PACK_MESSAGES.tooManyDocuments);
  }
  if (counts.receipts > MAX_PACK_RECEIPTS) {
    throw new AppError('validation', PERIOD_PACK_MESSAGES.tooManyReceipts);
  }
  return counts;
}

export async function requestPeriodPack(
  ctx: AppContext,
  owner: OwnerId,
  range: PeriodPackRange,
): Promise<PeriodPack> {
  await limitHeavyWork(ctx, owner, 'export');
  const counts = await requirePackSize(ctx, owner, range);
  const filename = packFilename(range);
  const url = await signedExportUrl(ctx, owner, { kind: PACK_LINK_KIND, filename }, range);
  return {
    url,
    filename,
    files: PACK_FIXED_FILES + counts.invoices + counts.creditNotes + counts.einvoices + counts.receipts,
    invoices: counts.invoices,
    credit_notes: counts.creditNotes,
    expenses: counts.expenses,
    receipts: counts.receipts,
  };
}

// expense/read_receipt (docs/decisions/0358): a receipt photo or PDF in, a proposed expense out, each
// field with a confidence and what to check flagged. What the owner saved for this vendor before comes
// first (receipt_vendors), then the category of the vendor's latest expense. Nothing is stored: the
// owner saves with create_expense, then says so with expense/confirm_receipt.
import { createHash } from 'node:crypto';
import type { ReadReceiptAnswer } from '@tradebook/domain/receipts/receipt.schemas';
import { calendarDateOf } from '@tradebook/domain/documents/dates';
import { fromMinor } from '@tradebook/domain/money/money';
import type { AppContext } from '../../app-context';
import { AppError } from '../../app-error';
import type { OwnerId } from '../../db/owner';
import { isUploadedFile } from '../../uploaded-file';
import { limitHeavyWork } from '../accounts/heavy-work-limits';
import { findCurrency } from '../lookups/currencies';
import { checkDuplicates, checkFigures } from './check-receipt';
import type { Read } from './parse-receipt-text';
import { readReceiptText } from './read-receipt-text';
import { RECEIPT_MESSAGES as M } from './receipt-messages';
import { findBusinessFacts } from '../accounts/user-profiles.repository';
import { findLatestOfVendor } from '../expenses/expense-matches.repository';
import { findRememberedVendor, type RememberedVendor } from './receipts.repository';

const US_DOLLAR = 840;
const TEXT_SHOWN = 4_000;

/** The key a vendor as read is remembered under: its letters and digits, lower-case. */
export const readKeyOf = (vendor: string) =>
  vendor
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '')
    .slice(0, 200);

const money = (read: Read<number>): Read<number> => ({
  value: read.value === null ? null : fromMinor(read.value),
  confidence: read.confidence,
});

async function categoryAndCurrency(
  ctx: AppContext,
  owner: OwnerId,
  vendor: string | null,
  remembered: RememberedVendor | undefined,
) {
  if (remembered)
    return { category: remembered.categoryId, currency: remembered.currencyId, confidence: 0.9 };
  const latest = vendor ? await findLatestOfVendor(ctx.db, owner, vendor) : undefined;
  if (latest) return { category: latest.categoryId, currency: latest.currencyId, confidence: 0.7 };
  return undefined;
}

export async function readReceipt(
  ctx: AppContext,
  owner: OwnerId,
  file: unknown,
): Promise<ReadReceiptAnswer> {
  if (!isUploadedFile(file) || file.data.length === 0)
    throw new AppError('unsupported_media_type', M.notReceipt);
  await limitHeavyWork(ctx, owner, 'receipt');
  const ownerCurrency: number | undefined = Number((await findBusinessFacts(ctx.db, owner)).currency_id);
  // A numeric date that reads both ways is read month first only for a business in US dollars.
  const { source, reading, text } = await readReceiptText(file.data, ownerCurrency !== US_DOLLAR);
  const sha256 = createHash('sha256').update(file.data).digest('hex');

  const readVendor = reading.vendor.value ?? '';
  const remembered = readVendor
    ? await findRememberedVendor(ctx.db, owner, readKeyOf(readVendor))
    : undefined;
  const vendor: Read<string> = remembered
    ? { value: remembered.vendor, confidence: Math.max(reading.vendor.confidence, 0.95) }
    : reading.vendor;
  const earlier = await categoryAndCurrency(ctx, owner, vendor.value, remembered);
  const readCurrency = findCurrency(reading.currencyCode.value)?.id;
  const currency: Read<number> =
    readCurrency !== undefined
      ? { value: readCurrency, confidence: reading.currencyCode.confidence }
      : earlier
        ? { value: earlier.currency, confidence: earlier.confidence }
        : { value: ownerCurrency ?? null, confidence: 0.3 };

  const figures = {
    netMinor: reading.netMinor.value,
    vatMinor: reading.vatMinor.value,
    totalMinor: reading.totalMinor.value,
    date: reading.date.value,
  };
  const flags = [
    ...checkFigures(figures, calendarDateOf(ctx.now())),
    ...(await checkDuplicates(ctx, owner, { sha256, vendor: vendor.value, ...figures })),
  ];
  return {
    source,
    vendor,
    expense_date: reading.date,
    amount: money(reading.totalMinor),
    vat: money(reading.vatMinor),
    vat_rate: reading.vatRate,
    currency_id: currency,
    category_id: earlier
      ? { value: earlier.category, confidence: earlier.confidence }
      : { value: null, confidence: 0 },
    flags,
    receipt_key: sha256,
    read_vendor: readVendor,
    text: text.slice(0, TEXT_SHOWN),
  };
}

// create_quotation, update_quotation and the one-line edit (quotation/eachItemDetail/edit). The server
// keeps what it checked from the request and computes everything else itself: the number (inside the
// create transaction), the expiry date, and every total with calculateTotals, the same code the web's
// totals panel runs. Totals a client sends are never read.
import { addDays } from '@tradebook/domain/documents/dates';
import {
  DOCUMENT_MESSAGES,
  documentTotals,
  type DocumentLine,
  type ScaledDiscount,
} from '@tradebook/domain/documents/document.schemas';
import { lineTotalMinor, type Totals } from '@tradebook/domain/documents/totals';
import { QUOTATION_MESSAGES } from '@tradebook/domain/quotations/quotation-messages';
import type { EditQuotationLineInput } from '@tradebook/domain/quotations/quotation-requests.schemas';
import type { Quotation, QuotationItem } from '@tradebook/domain/quotations/quotation.schemas';
import type {
  QuotationInput,
  UpdateQuotationInput,
} from '@tradebook/domain/quotations/save-quotation.schemas';
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';
import { AppError, notFound } from '../../app-error';
import { getClient } from '../clients/clients.service';
import { chooseTaxLines, taxLinesFromSettings, type DocumentTaxLines } from '../documents/tax-lines';
import { currencyById } from '../lookups/currencies';
import { assignNextNumber } from '../numbering/numbering.service';
import { getTaxSettings } from '../settings/settings.service';
import { discountOf, toQuotationItem } from './quotation-response';
import { findLineRow, listLineRows, replaceLines, type LineValues } from './quotation-lines.repository';
import {
  insertQuotation,
  updateQuotationRow,
  type QuotationChanges,
  type QuotationRow,
} from './quotations.repository';
import { assertEditable, getQuotation, requireQuotationRow } from './quotations.service';

function totalsOrThrow(
  lines: ReadonlyArray<{ quantityMilli: number; unitPriceMinor: number }>,
  discount: ScaledDiscount,
  taxes: DocumentTaxLines,
): Totals {
  const totals = documentTotals(lines, discount, [taxes.vatPercentMilli, taxes.tax1PercentMilli]);
  if ('problem' in totals) throw new AppError('validation', [totals.problem]);
  return totals;
}

function totalColumns(totals: Totals) {
  return {
    items_total_minor: totals.itemsTotalMinor,
    discount_minor: totals.discountMinor,
    sub_total_minor: totals.subtotalMinor,
    vat_amount_minor: totals.tax1Minor,
    tax1_amount_minor: totals.tax2Minor,
    total_gross_minor: totals.grandTotalMinor,
  };
}

function lineValues(lines: DocumentLine[]): LineValues[] {
  return lines.map((line) => ({
    lineId: line.lineId,
    name: line.name,
    description: line.description,
    quantity_milli: line.quantityMilli,
    unit_price_minor: line.unitPriceMinor,
    line_total_minor: lineTotalMinor(line.quantityMilli, line.unitPriceMinor),
    type: line.type,
    item_no: line.itemNo,
    category_id: line.categoryId,
    category_type: line.categoryType,
  }));
}

/** The client must be one of the owner's (404 otherwise); the currency one the server knows (422). */
async function checkReferences(ctx: AppContext, owner: OwnerId, input: QuotationInput): Promise<void> {
  if (!currencyById(input.currencyId)) throw new AppError('validation', [QUOTATION_MESSAGES.currencyInvalid]);
  await getClient(ctx, owner, input.clientId);
}

/** The columns a save sets, besides the number, status and timestamps. */
function documentColumns(input: QuotationInput, taxes: DocumentTaxLines, totals: Totals) {
  return {
    client_id: input.clientId,
    quotation_date: input.date,
    validity_term: input.validityTerm,
    expiry_date: addDays(input.date, input.validityTerm),
    currency_id: input.currencyId,
    notes: input.notes,
    discount_type: input.discount.type,
    discount_value_scaled: input.discount.value,
    vat_name: taxes.vatName,
    vat_percent_milli: taxes.vatPercentMilli,
    tax1_name: taxes.tax1Name,
    tax1_percent_milli: taxes.tax1PercentMilli,
    ...totalColumns(totals),
  };
}

export async function createQuotation(
  ctx: AppContext,
  owner: OwnerId,
  input: QuotationInput,
): Promise<Quotation> {
  await checkReferences(ctx, owner, input);
  const taxes = chooseTaxLines(input, taxLinesFromSettings(await getTaxSettings(ctx, owner)));
  const totals = totalsOrThrow(input.lines, input.discount, taxes);
  const now = ctx.now().toISOString();
  const id = await ctx.db.transaction().execute(async (trx) => {
    // The number is taken inside the transaction that stores the quotation: a failed save gives it back.
    const quotationNumber = await assignNextNumber(trx, owner, 'QUO');
    const quotationId = await insertQuotation(trx, owner, {
      ...documentColumns(input, taxes, totals),
      quotation_number: quotationNumber,
      status: 'draft',
      type: 'draft',
      sent_at: null,
      created_at: now,
      updated_at: now,
    });
    await replaceLines(trx, owner, quotationId, lineValues(input.lines));
    return quotationId;
  });
  return getQuotation(ctx, owner, { id });
}

/** Writes `changes` only if the quotation is still an editable draft when the write happens; a status
 * changed by another request in between answers 409 like any other non-draft. */
async function saveDraft(
  ctx: AppContext,
  owner: OwnerId,
  row: QuotationRow,
  changes: QuotationChanges,
  lines: LineValues[] | undefined,
): Promise<void> {
  const saved = await ctx.db.transaction().execute(async (trx) => {
    const updated = await updateQuotationRow(trx, owner, row.id, changes, { onlyDraft: true });
    if (updated && lines) await replaceLines(trx, owner, row.id, lines);
    return updated;
  });
  if (!saved) assertEditable(await requireQuotationRow(ctx, owner, { id: row.id }));
}

export async function updateQuotation(
  ctx: AppContext,
  owner: OwnerId,
  input: UpdateQuotationInput,
): Promise<Quotation> {
  const row = await requireQuotationRow(ctx, owner, { id: input.quotationId });
  assertEditable(row);
  await checkReferences(ctx, owner, input);
  const stored: DocumentTaxLines = {
    vatName: row.vat_name,
    vatPercentMilli: row.vat_percent_milli,
    tax1Name: row.tax1_name,
    tax1PercentMilli: row.tax1_percent_milli,
  };
  const taxes = chooseTaxLines(input, stored);
  const totals = totalsOrThrow(input.lines, input.discount, taxes);
  const changes = { ...documentColumns(input, taxes, totals), updated_at: ctx.now().toISOString() };
  await saveDraft(ctx, owner, row, changes, lineValues(input.lines));
  return getQuotation(ctx, owner, { id: row.id });
}

/** quotation/eachItemDetail: one line of the owner's quotation (404 when either is not theirs). */
export async function getQuotationLine(
  ctx: AppContext,
  owner: OwnerId,
  ref: { quotationId: number; lineId: number },
): Promise<QuotationItem> {
  const row = await requireQuotationRow(ctx, owner, { id: ref.quotationId });
  const line = await findLineRow(ctx.db, owner, row.id, ref.lineId);
  if (!line) throw notFound();
  return toQuotationItem(line);
}

/** quotation/eachItemDetail/edit: changes one line of a draft and recomputes the quotation's totals with
 * its stored discount and tax rates. An amount discount larger than the new items total is refused. */
export async function editQuotationLine(
  ctx: AppContext,
  owner: OwnerId,
  input: EditQuotationLineInput,
): Promise<Quotation> {
  const row = await requireQuotationRow(ctx, owner, { id: input.quotationId });
  const target = await findLineRow(ctx.db, owner, row.id, input.lineId);
  if (!target) throw notFound();
  assertEditable(row);
  const lines = (await listLineRows(ctx.db, owner, [row.id])).map((line) => {
    const edited = line.id === input.lineId;
    return {
      lineId: line.id,
      name: edited ? input.name : line.name,
      description: edited ? input.description : line.description,
      quantityMilli: edited ? input.quantityMilli : line.quantity_milli,
      unitPriceMinor: edited ? input.unitPriceMinor : line.unit_price_minor,
      type: edited
        ? (input.type ?? (line.type === 'service' ? 'service' : 'parts'))
        : line.type === 'service'
          ? 'service'
          : 'parts',
      itemNo: line.item_no,
      categoryId: line.category_id,
      categoryType: line.category_type,
    } satisfies DocumentLine;
  });
  const discount = discountOf(row);
  const taxes: DocumentTaxLines = {
    vatName: row.vat_name,
    vatPercentMilli: row.vat_percent_milli,
    tax1Name: row.tax1_name,
    tax1PercentMilli: row.tax1_percent_milli,
  };
  const totals = totalsOrThrow(lines, discount, taxes);
  if (discount.type === 'amount' && discount.value > totals.itemsTotalMinor) {
    throw new AppError('validation', [DOCUMENT_MESSAGES.discountOverItemsTotal]);
  }
  await saveDraft(
    ctx,
    owner,
    row,
    { ...totalColumns(totals), updated_at: ctx.now().toISOString() },
    lineValues(lines),
  );
  return getQuotation(ctx, owner, { id: row.id });
}

// get the VAT return of a period (docs/decisions/0365-vat-return.md): the owner's settings say the basis
// and the scheme; three aggregate statements (documents, payments on the cash basis, expenses), each one
// indexed query whatever the number of records, give the figures; the domain works out the boxes.
import { calendarDateOf } from '@tradebook/domain/documents/dates';
import { fromMinor } from '@tradebook/domain/money/money';
import { percentFromMilli } from '@tradebook/domain/money/percent';
import { vatPeriodOf } from '@tradebook/domain/tax/vat-periods';
import {
  hmrcVatReturn,
  mergeByRate,
  vatBoxesOf,
  type RateFigures,
  type VatBoxes,
} from '@tradebook/domain/tax/vat-return';
import { VAT_RETURN_MESSAGES, type VatReturn } from '@tradebook/domain/tax/vat-return.schemas';
import type { AppContext } from '../../app-context';
import { AppError } from '../../app-error';
import type { OwnerId } from '../../db/owner';
import { findBusinessFacts } from '../accounts/user-profiles.repository';
import { sumIssuedDocumentsByRate } from '../documents/document-tax-figures.repository';
import { sumExpensesByRate } from '../expenses/expense-tax-figures.repository';
import { currencyById } from '../lookups/currencies';
import { sumReceivedByRate } from '../payments/payment-tax-figures.repository';
import { findFiledPeriod, type FiledPeriodRow } from './filed-periods.repository';
import { getTaxScheme } from './tax-scheme.service';

export interface VatReturnInput {
  from: string | null;
  to: string | null;
  period_key: string;
}

/** The period asked for, or the VAT period that holds today. */
export function periodOf(
  input: VatReturnInput,
  today: string,
  scheme: Parameters<typeof vatPeriodOf>[0],
): { from: string; to: string; key: string } {
  if (input.from === null && input.to === null) return vatPeriodOf(scheme, today);
  if (input.from === null || input.to === null) {
    throw new AppError('validation', [VAT_RETURN_MESSAGES.bothOrNeither]);
  }
  if (input.to < input.from) throw new AppError('validation', [VAT_RETURN_MESSAGES.order]);
  const yearLater = `${Number(input.from.slice(0, 4)) + 1}${input.from.slice(4)}`;
  if (input.to >= yearLater) throw new AppError('validation', [VAT_RETURN_MESSAGES.tooLong]);
  return { from: input.from, to: input.to, key: vatPeriodOf(scheme, input.to).key };
}

const rateLine = (line: RateFigures & { count: number }) => ({
  rate: percentFromMilli(line.rateMilli),
  net: fromMinor(line.netMinor),
  vat: fromMinor(line.vatMinor),
  count: line.count,
});

/** Lines of one rate added up, with their counts. */
function byRate(lines: Array<RateFigures & { count: number }>): Array<RateFigures & { count: number }> {
  const counts = new Map<number, number>();
  for (const line of lines) counts.set(line.rateMilli, (counts.get(line.rateMilli) ?? 0) + line.count);
  return mergeByRate(lines).map((line) => ({ ...line, count: counts.get(line.rateMilli) ?? 0 }));
}

/** The boxes of a filed return as they were filed (docs/decisions/0372-filing-a-vat-return.md). */
function filedBoxes(row: FiledPeriodRow): VatBoxes {
  return {
    vatDueSales: Number(row.box1_minor),
    vatDueAcquisitions: Number(row.box2_minor),
    totalVatDue: Number(row.box3_minor),
    vatReclaimedCurrPeriod: Number(row.box4_minor),
    netVatDue: Number(row.box5_minor),
    totalValueSalesExVAT: Number(row.box6_minor),
    totalValuePurchasesExVAT: Number(row.box7_minor),
    totalValueGoodsSuppliedExVAT: Number(row.box8_minor),
    totalAcquisitionsExVAT: Number(row.box9_minor),
  };
}

/** The owner's basis and scheme, or those a filed return of the period was worked out on. */
export async function vatSchemeOf(ctx: AppContext, owner: OwnerId, input: VatReturnInput) {
  const settings = await getTaxScheme(ctx, owner);
  const period = periodOf(input, calendarDateOf(ctx.now()), settings);
  const filed = await findFiledPeriod(ctx.db, owner, period);
  const scheme = filed
    ? {
        ...settings,
        basis: filed.accounting_basis === 'cash' ? ('cash' as const) : ('invoice' as const),
        flatRate: Number(filed.flat_rate) === 1,
        flatRateMilli: Number(filed.flat_rate_milli),
      }
    : settings;
  return { scheme, period, filed };
}

export async function getVatReturn(
  ctx: AppContext,
  owner: OwnerId,
  input: VatReturnInput,
): Promise<VatReturn> {
  return (await workOutVatReturn(ctx, owner, input)).answer;
}

/** The answer, with the boxes in cents and the scheme they were worked out on. */
export async function workOutVatReturn(ctx: AppContext, owner: OwnerId, input: VatReturnInput) {
  const { scheme, period, filed } = await vatSchemeOf(ctx, owner, input);
  const currencyId = Number((await findBusinessFacts(ctx.db, owner)).currency_id);
  const range = { from: period.from, to: period.to, currencyId };

  const documents = await sumIssuedDocumentsByRate(ctx.db, owner, range);
  const credits = documents
    .filter((line) => line.kind === 'credit_note')
    .map((line) => ({
      ...line,
      netMinor: -line.netMinor,
      vatMinor: -line.vatMinor,
      grossMinor: -line.grossMinor,
    }));
  let sales: Array<RateFigures & { count: number }>;
  if (scheme.basis === 'cash') {
    // Cash basis: what was received in the period, each payment with its share of the VAT.
    const received = await sumReceivedByRate(ctx.db, owner, range);
    sales = received.map((line) => ({ ...line, netMinor: line.grossMinor - line.vatMinor }));
  } else {
    sales = [...documents.filter((line) => line.kind === 'invoice'), ...credits];
  }
  const purchases = (await sumExpensesByRate(ctx.db, owner, range)).map((line) => ({
    ...line,
    vatMinor: line.reclaimableVatMinor,
  }));

  const salesByRate = byRate(sales);
  const purchasesByRate = byRate(purchases);
  const boxes = filed
    ? filedBoxes(filed)
    : vatBoxesOf({ sales: salesByRate, purchases: purchasesByRate }, scheme);
  const periodKey = filed ? filed.period_key : input.period_key || period.key;
  const answer: VatReturn = {
    from: period.from,
    to: period.to,
    period_key: periodKey,
    accounting_basis: scheme.basis,
    flat_rate_scheme: scheme.flatRate ? 1 : 0,
    currency_code: currencyById(currencyId)?.code ?? '',
    boxes: {
      box1: fromMinor(boxes.vatDueSales),
      box2: fromMinor(boxes.vatDueAcquisitions),
      box3: fromMinor(boxes.totalVatDue),
      box4: fromMinor(boxes.vatReclaimedCurrPeriod),
      box5: fromMinor(boxes.netVatDue),
      box6: fromMinor(boxes.totalValueSalesExVAT),
      box7: fromMinor(boxes.totalValuePurchasesExVAT),
      box8: fromMinor(boxes.totalValueGoodsSuppliedExVAT),
      box9: fromMinor(boxes.totalAcquisitionsExVAT),
    },
    sales_by_rate: salesByRate.map(rateLine),
    purchases_by_rate: purchasesByRate.map(rateLine),
    hmrc: hmrcVatReturn(boxes, periodKey, filed !== undefined),
    filed_at: filed?.filed_at ?? null,
  };
  return { answer, boxes, scheme };
}

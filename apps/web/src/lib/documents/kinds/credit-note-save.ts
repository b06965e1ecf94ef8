// A credit note's own part of the add-from-a-document screen (issue 17; ADR 0315 and 0236): the
// invoice's lines as the owner chooses them (the per-line credited quantities), and the credit note they
// make, worked out by the domain's own functions (creditLinesFor, creditNoteTotals, applyCreditNote), the
// ones the server stores with; so the screen shows, before anything is issued, the figures, the due after
// it and the server's own refusals.
import type { CreateCreditNoteRequest } from '@tradebook/domain/credit-notes/create-credit-note.schemas';
import { CREDIT_NOTE_MESSAGES } from '@tradebook/domain/credit-notes/credit-note-messages';
import type { Settlement } from '@tradebook/domain/credit-notes/credit-note-status';
import {
  applyCreditNote,
  creditLinesFor,
  creditNoteTotals,
  isCreditProblem,
  leftOfLine,
  restOfLine,
  type CreditableLine,
  type CreditOutcome,
  type RequestedCreditLine,
} from '@tradebook/domain/credit-notes/credit-note-totals';
import { LINE_MESSAGES } from '@tradebook/domain/documents/line-fields';
import { quantityToText } from '@tradebook/domain/documents/quantity';
import type { Totals } from '@tradebook/domain/documents/totals';
import type { Invoice } from '@tradebook/domain/invoices/invoice.schemas';
import { minorToText, parseScaled, toMinor } from '@tradebook/domain/money/money';

const minor = (amount: number) => toMinor(amount) ?? 0;

/** One invoice line on the screen: whether it is credited, and the quantity and unit price as typed. */
export interface LineChoice {
  lineId: number;
  name: string;
  description: string;
  chosen: boolean;
  quantity: string;
  unitPrice: string;
  /** What is left to credit of the line, in minor units. */
  leftMinor: number;
}

export function creditableLines(invoice: Invoice): CreditableLine[] {
  return invoice.invoice_items.map((item) => ({
    id: item.item_id,
    name: item.name,
    quantityMilli: parseScaled(item.quantity, 3) ?? 0,
    unitPriceMinor: minor(item.unit_price),
    lineTotalMinor: minor(item.total),
    creditedMinor: minor(item.credited_amount),
  }));
}

/** The lines as the screen opens: none chosen, each with the rest of it filled in. */
export function lineChoicesOf(invoice: Invoice): LineChoice[] {
  return creditableLines(invoice).map((line, index) => {
    const rest = restOfLine(line);
    return {
      lineId: line.id,
      name: line.name,
      description: invoice.invoice_items[index]?.description ?? '',
      chosen: false,
      quantity: quantityToText(rest.quantityMilli),
      unitPrice: minorToText(rest.unitPriceMinor),
      leftMinor: leftOfLine(line),
    };
  });
}

export interface FieldErrors {
  quantity?: string;
  unitPrice?: string;
}

function readLine(choice: LineChoice): { request?: RequestedCreditLine; errors: FieldErrors } {
  const quantityMilli = parseScaled(choice.quantity, 3);
  const unitPriceMinor = parseScaled(choice.unitPrice, 2);
  const errors: FieldErrors = {};
  if (quantityMilli === undefined) errors.quantity = LINE_MESSAGES.quantityFormat;
  else if (quantityMilli <= 0) errors.quantity = LINE_MESSAGES.quantityPositive;
  if (unitPriceMinor === undefined) errors.unitPrice = LINE_MESSAGES.unitPriceFormat;
  else if (unitPriceMinor < 0) errors.unitPrice = LINE_MESSAGES.unitPriceNegative;
  if (errors.quantity || errors.unitPrice || quantityMilli === undefined || unitPriceMinor === undefined) {
    return { errors };
  }
  return { request: { lineId: choice.lineId, quantityMilli, unitPriceMinor }, errors };
}

export interface CreditPreview {
  fieldErrors: Record<number, FieldErrors>;
  /** Why it cannot be issued as it is (the server would answer the same). */
  problem?: string;
  totals?: Totals;
  outcome?: CreditOutcome;
  /** Part of the credit was paid already: the owner must say what becomes of it. */
  needsSettlement: boolean;
  /** What will be due on the invoice after it. */
  dueAfterMinor?: number;
}

/** The credit note the choices make, as the server would work it out. */
export function previewOf(
  invoice: Invoice,
  choices: readonly LineChoice[],
  settlement: Settlement | null,
): CreditPreview {
  const fieldErrors: Record<number, FieldErrors> = {};
  const requested: RequestedCreditLine[] = [];
  for (const choice of choices.filter((line) => line.chosen)) {
    const { request, errors } = readLine(choice);
    if (request) requested.push(request);
    else fieldErrors[choice.lineId] = errors;
  }
  if (Object.keys(fieldErrors).length > 0) return { fieldErrors, needsSettlement: false };
  const lines = creditLinesFor(creditableLines(invoice), requested);
  if (isCreditProblem(lines)) return { fieldErrors, problem: lines.problem, needsSettlement: false };
  const credited = invoice.credited_totals;
  const totals = creditNoteTotals(
    {
      itemsTotalMinor: minor(invoice.items_total),
      discountMinor: minor(invoice.total_discount_amount),
      discountPercentMilli:
        invoice.discount_type === 'percent' ? (parseScaled(invoice.discount_value, 3) ?? 0) : null,
      taxRates: [parseScaled(invoice.vat_percent, 3) ?? 0, parseScaled(invoice.tax1_percent, 3) ?? 0],
    },
    {
      itemsTotalMinor: minor(credited.items_total),
      discountMinor: minor(credited.total_discount_amount),
      subtotalMinor: minor(credited.sub_total),
      tax1Minor: minor(credited.vat_amount),
      tax2Minor: minor(credited.tax1_amount),
    },
    lines,
  );
  const figures = {
    totalMinor: minor(invoice.total_amount_gross),
    paidMinor: minor(invoice.total_amount_paid),
    creditedMinor: minor(invoice.total_amount_credited),
    // What earlier credit notes gave back changes only the invoice's status, not this credit's split.
    returnedMinor: 0,
  };
  const dueMinor = minor(invoice.remaining_due);
  const needsSettlement = totals.grandTotalMinor > dueMinor;
  // The split is shown before the owner chooses: as if refunded until they say otherwise.
  const outcome = applyCreditNote(figures, totals.grandTotalMinor, settlement ?? 'refunded');
  if (isCreditProblem(outcome)) return { fieldErrors, problem: outcome.problem, totals, needsSettlement };
  return {
    fieldErrors,
    totals,
    outcome,
    needsSettlement,
    dueAfterMinor: Math.max(0, dueMinor - outcome.appliedMinor),
  };
}

/** The call the screen sends. */
export function creditNoteRequestOf(
  invoice: Invoice,
  choices: readonly LineChoice[],
  fields: { date: string; notes: string; settlement: Settlement | null },
): CreateCreditNoteRequest {
  return {
    invoice_id: invoice.id,
    credit_note_date: fields.date,
    notes: fields.notes,
    settlement: fields.settlement ?? undefined,
    credit_note_items: choices
      .filter((line) => line.chosen)
      .map((line) => ({ item_id: line.lineId, quantity: line.quantity, unit_price: line.unitPrice })),
  };
}

/** Why the invoice cannot be credited at all, or null. */
export function notCreditableReason(invoice: Invoice): string | null {
  if (invoice.invoice_type === 'void') return CREDIT_NOTE_MESSAGES.voidInvoice;
  if (invoice.invoice_status === 'draft') return CREDIT_NOTE_MESSAGES.draftInvoice;
  if (invoice.invoice_status === 'credited') return CREDIT_NOTE_MESSAGES.nothingLeft;
  return null;
}

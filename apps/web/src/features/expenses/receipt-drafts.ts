// Receipts picked at once become drafts confirmed one by one (ADR 0229): each is read by the server in
// turn; a draft's form values are the proposal's fields over a new expense's.
import type { ReadReceiptAnswer } from '@tradebook/domain/receipts/receipt.schemas';
import type { ExpenseFormValues } from './expense-form-values';

export interface ReceiptDraft {
  file: File;
  read?: ReadReceiptAnswer;
  error?: string;
}

const money = (amount: number | null) => (amount === null ? undefined : amount.toFixed(2));

/** The proposal's fields that were read, as form text; what was not read is left out. */
export function draftValues(read: ReadReceiptAnswer): Partial<ExpenseFormValues> {
  const values: Partial<ExpenseFormValues> = {
    vendor: read.vendor.value ?? undefined,
    expense_date: read.expense_date.value ?? undefined,
    amount: money(read.amount.value),
    vat: money(read.vat.value),
    vat_rate: read.vat_rate.value === null ? undefined : String(read.vat_rate.value),
    currency_id: read.currency_id.value === null ? undefined : String(read.currency_id.value),
    category_id: read.category_id.value === null ? undefined : String(read.category_id.value),
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

/** 'sure', 'check' or 'guess' for a field's confidence (0 to 1). */
export function confidenceWord(confidence: number): 'sure' | 'check' | 'guess' {
  return confidence >= 0.8 ? 'sure' : confidence >= 0.5 ? 'check' : 'guess';
}

// Per-user settings of (docs/reference/settings.md 'Screens' and 'Fields'): payment terms, tax lines and bank
// details. A user who never saved a tab gets its defaults. Quotations, invoices and PDFs read them through
// this service: getTermsDays for the validity term, getTaxSettings for a new document's tax lines (rate 0
// when a line is off), getBankSettings for the payment details printed on documents (enabled sections only).
import {
  DEFAULT_TAX_NAMES,
  type TaxDetails,
  type UpdateTaxRequest,
} from '@tradebook/domain/settings/tax.schemas';
import { DEFAULT_TERMS_DAYS, type TermsDays } from '@tradebook/domain/settings/terms.schemas';
import {
  BANK_SECTIONS,
  type BankDetails,
  type UpdateBankRequest,
} from '@tradebook/domain/settings/bank.schemas';
import { percentFromMilli } from '@tradebook/domain/money/percent';
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';
import {
  findBankRow,
  findTaxRow,
  findTermsRow,
  saveBankRow,
  saveTaxRow,
  saveTermsRow,
} from './settings.repository';
import type { TaxSettingsColumns } from './new-document-settings.repository';

export async function getTermsDays(ctx: AppContext, owner: OwnerId): Promise<TermsDays> {
  return termsDaysOf(await findTermsRow(ctx.db, owner));
}

/** The terms of a stored row, or the defaults when the tab was never saved. */
export function termsDaysOf(
  row: { invoice_days: number | string; quotation_days: number | string } | undefined,
): TermsDays {
  return {
    invoice_days: row ? Number(row.invoice_days) : DEFAULT_TERMS_DAYS,
    quotation_days: row ? Number(row.quotation_days) : DEFAULT_TERMS_DAYS,
  };
}

export async function saveTermsDays(ctx: AppContext, owner: OwnerId, terms: TermsDays): Promise<TermsDays> {
  await saveTermsRow(ctx.db, owner, { ...terms, updated_at: ctx.now().toISOString() });
  return getTermsDays(ctx, owner);
}

export interface TaxSettings {
  tax1_name: string;
  /** Thousandths of a percent; 0 when the line is off. */
  tax1_rate_milli: number;
  is_tax1_enable: 0 | 1;
  tax2_name: string;
  tax2_rate_milli: number;
  is_tax2_enable: 0 | 1;
  registration_number: string;
  tax_number: string;
}

type StoredTaxRow = Pick<NonNullable<Awaited<ReturnType<typeof findTaxRow>>>, keyof TaxSettings>;

const asFlag = (value: number | string): 0 | 1 => (Number(value) === 1 ? 1 : 0);

export async function getTaxSettings(ctx: AppContext, owner: OwnerId): Promise<TaxSettings> {
  return taxSettingsOf(await findTaxRow(ctx.db, owner));
}

/** The tax settings of a stored row, or the defaults when the tab was never saved. */
export function taxSettingsOf(row: StoredTaxRow | undefined): TaxSettings {
  if (!row) {
    return {
      tax1_name: DEFAULT_TAX_NAMES[0],
      tax1_rate_milli: 0,
      is_tax1_enable: 0,
      tax2_name: DEFAULT_TAX_NAMES[1],
      tax2_rate_milli: 0,
      is_tax2_enable: 0,
      registration_number: '',
      tax_number: '',
    };
  }
  return {
    tax1_name: row.tax1_name,
    tax1_rate_milli: Number(row.tax1_rate_milli),
    is_tax1_enable: asFlag(row.is_tax1_enable),
    tax2_name: row.tax2_name,
    tax2_rate_milli: Number(row.tax2_rate_milli),
    is_tax2_enable: asFlag(row.is_tax2_enable),
    registration_number: row.registration_number,
    tax_number: row.tax_number,
  };
}

/** The tax settings read by another room's statement through new-document-settings.repository.ts
 * (TAX_SETTINGS_COLUMNS): a saved row's columns are all set (not null), an unsaved tab's all null. */
export function taxSettingsOfColumns(row: TaxSettingsColumns): TaxSettings {
  return taxSettingsOf(row.tax_saved === null ? undefined : (row as StoredTaxRow));
}

/** tax/get_details: the rates as numbers in percent (7.5). */
export function toTaxResponse(tax: TaxSettings): TaxDetails {
  return {
    tax1_name: tax.tax1_name,
    tax1_rate: percentFromMilli(tax.tax1_rate_milli),
    is_tax1_enable: tax.is_tax1_enable,
    tax2_name: tax.tax2_name,
    tax2_rate: percentFromMilli(tax.tax2_rate_milli),
    is_tax2_enable: tax.is_tax2_enable,
    registration_number: tax.registration_number,
    tax_number: tax.tax_number,
  };
}

export async function saveTaxSettings(
  ctx: AppContext,
  owner: OwnerId,
  tax: UpdateTaxRequest,
): Promise<TaxSettings> {
  await saveTaxRow(ctx.db, owner, { ...tax, updated_at: ctx.now().toISOString() });
  return getTaxSettings(ctx, owner);
}

export async function getBankSettings(ctx: AppContext, owner: OwnerId): Promise<BankDetails> {
  const row = await findBankRow(ctx.db, owner);
  return {
    is_banking_info_available: asFlag(row?.is_banking_info_available ?? 0),
    accountant_name: row?.accountant_name ?? '',
    branch_code: row?.branch_code ?? '',
    account_number: row?.account_number ?? '',
    is_international_banking_info_enable: asFlag(row?.is_international_banking_info_enable ?? 0),
    swift_code: row?.swift_code ?? '',
    iban_number: row?.iban_number ?? '',
    is_paypal_info_enable: asFlag(row?.is_paypal_info_enable ?? 0),
    paypal_id: row?.paypal_id ?? '',
  };
}

type BankTextField = (typeof BANK_SECTIONS)[keyof typeof BANK_SECTIONS][number];

/** A section switched off keeps what it held; a field left out of the request keeps its value. */
export async function saveBankSettings(
  ctx: AppContext,
  owner: OwnerId,
  bank: UpdateBankRequest,
): Promise<BankDetails> {
  const next = await getBankSettings(ctx, owner);
  for (const [flag, fields] of Object.entries(BANK_SECTIONS) as [
    keyof typeof BANK_SECTIONS,
    readonly BankTextField[],
  ][]) {
    next[flag] = bank[flag] as 0 | 1;
    if (bank[flag] !== 1) continue;
    for (const field of fields) {
      const value = bank[field];
      if (value !== undefined) next[field] = value;
    }
  }
  await saveBankRow(ctx.db, owner, { ...next, updated_at: ctx.now().toISOString() });
  return getBankSettings(ctx, owner);
}

import type { Generated } from 'kysely';

export interface TermsSettingsTable {
  id: Generated<number>;
  user_id: number;
  invoice_days: number;
  quotation_days: number;
  updated_at: string;
}

export interface TaxSettingsTable {
  id: Generated<number>;
  user_id: number;
  tax1_name: string;
  /** Thousandths of a percent: 7.5 % is 7500. */
  tax1_rate_milli: number;
  is_tax1_enable: number;
  tax2_name: string;
  tax2_rate_milli: number;
  is_tax2_enable: number;
  registration_number: string;
  tax_number: string;
  updated_at: string;
}

export interface BankSettingsTable {
  id: Generated<number>;
  user_id: number;
  is_banking_info_available: number;
  accountant_name: string;
  branch_code: string;
  account_number: string;
  is_international_banking_info_enable: number;
  swift_code: string;
  iban_number: string;
  is_paypal_info_enable: number;
  paypal_id: string;
  updated_at: string;
}

/** The seller's e-invoice settings (migration 20261204T0900-einvoices). */
export interface EInvoiceSettingsTable {
  id: Generated<number>;
  user_id: number;
  endpoint_scheme: string;
  endpoint_id: string;
  tax_registration_id: string;
  vat_exemption_reason: string;
  /** 'pdf' or 'facturx': what the invoice e-mail carries. */
  email_attachment: string;
  updated_at: string;
}

/** The tables this room owns, merged into the database's type (db/schema.ts). */
declare module '../../db/schema' {
  interface Database {
    einvoice_settings: EInvoiceSettingsTable;
    terms_settings: TermsSettingsTable;
    tax_settings: TaxSettingsTable;
    bank_settings: BankSettingsTable;
  }
}

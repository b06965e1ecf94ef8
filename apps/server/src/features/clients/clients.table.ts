import type { Generated } from 'kysely';

export interface ClientsTable {
  id: Generated<number>;
  user_id: number;
  full_name: string;
  email: string;
  phone1: string;
  phone2: string;
  business_name: string;
  /** The country's name. */
  country: string;
  postal_address: string;
  /** The same as postal_address (docs/reference/clients.md 'Fields'). */
  street1: string;
  street2: string;
  /** The state's name. */
  state: string;
  zip: string;
  /** '' when none. */
  notes: string;
  website: string;
  /** E-invoice fields (migration 20261204T0900-einvoices); '' when none. */
  city: Generated<string>;
  vat_number: Generated<string>;
  buyer_reference: Generated<string>;
  einvoice_scheme: Generated<string>;
  einvoice_address: Generated<string>;
  /** The document language (migration 20261208T0100-client-language): 'us', 'de', 'fr', 'es' or 'nl'. */
  language: Generated<string>;
  /** The client's currency, ISO 4217 numeric (migration 20261208T0200-document-exchange-rates); null:
   * the business's. */
  currency_id: Generated<number | null>;
  created_at: string;
  updated_at: string;
}

/** The tables this room owns, merged into the database's type (db/schema.ts). */
declare module '../../db/schema' {
  interface Database {
    clients: ClientsTable;
  }
}

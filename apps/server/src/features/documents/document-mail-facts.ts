// What a document's e-mail says of it whatever its kind: its number, the business, the client, its dates,
// currency and total. Each kind adds its own facts (kind, paid, credited, a credit note's invoice) in its
// `mailFacts` (document-kind.ts).
import type { Client } from '@tradebook/domain/clients/clients.schemas';
import type { DocumentMailFacts } from '@tradebook/domain/documents/document-mail';
import { currencyById } from '../lookups/currencies';
import type { DocumentRow } from './document-rows';
import type { Letterhead } from './letterhead';

export type SharedMailFacts = Omit<DocumentMailFacts, 'kind' | 'paidMinor' | 'creditedMinor' | 'creditNote'>;

/** The facts every kind's e-mail shares, from the stored document, its client and the letterhead. */
export function buildSharedMailFacts(
  row: DocumentRow,
  client: Client,
  letterhead: Letterhead,
): SharedMailFacts {
  return {
    number: row.number,
    businessName: letterhead.name,
    clientName: client.full_name || client.business_name,
    documentDate: row.document_date,
    dueDate: row.due_date,
    currencySymbol: currencyById(row.currency_id)?.symbol ?? '',
    totalMinor: row.total_minor,
    countryCode: letterhead.countryCode,
  };
}

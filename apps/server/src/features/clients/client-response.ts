// A client row as every call answers it (docs/reference/clients.md 'Fields': id and client_id are one value).
import type { Client } from '@tradebook/domain/clients/clients.schemas';
import { NOT_AVAILABLE } from '@tradebook/domain/profile/profile-complete';
import type { ClientRow } from './clients.repository';

export function toClientResponse(row: ClientRow): Client {
  const id = Number(row.id);
  return {
    id,
    client_id: id,
    // The address lives on the client's own row, so its id is the client's.
    address_id: id,
    full_name: row.full_name,
    email: row.email,
    phone1: row.phone1,
    phone2: row.phone2,
    business_name: row.business_name,
    country: row.country,
    postal_address: row.postal_address,
    street1: row.street1 || row.postal_address,
    street2: row.street2,
    state: row.state,
    zip: row.zip,
    notes: row.notes.trim() === '' ? NOT_AVAILABLE : row.notes,
    website: row.website,
    city: row.city,
    vat_number: row.vat_number,
    buyer_reference: row.buyer_reference,
    einvoice_scheme: row.einvoice_scheme,
    einvoice_address: row.einvoice_address,
    language: row.language,
    currency_id: row.currency_id === null || row.currency_id === undefined ? null : Number(row.currency_id),
    created_at: row.created_at,
  };
}

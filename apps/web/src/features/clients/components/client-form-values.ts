// The client form's values: the domain's client input, as text boxes hold it.
import type { Client, ClientInput } from '@tradebook/domain/clients/clients.schemas';
import { NOT_AVAILABLE } from '@tradebook/domain/profile/profile-complete';

export type ClientFormValues = Omit<ClientInput, never>;

export const EMPTY_CLIENT: ClientFormValues = {
  full_name: '',
  email: '',
  business_name: '',
  phone1: '',
  phone2: '',
  website: '',
  notes: '',
  country: '',
  state: '',
  postal_address: '',
  street2: '',
  zip: '',
  city: '',
  vat_number: '',
  buyer_reference: '',
  einvoice_scheme: '',
  einvoice_address: '',
};

export function clientFormValues(client: Client): ClientFormValues {
  return {
    full_name: client.full_name,
    email: client.email,
    business_name: client.business_name,
    phone1: client.phone1,
    phone2: client.phone2,
    website: client.website,
    notes: client.notes === NOT_AVAILABLE ? '' : client.notes,
    country: client.country,
    state: client.state,
    postal_address: client.postal_address || client.street1,
    street2: client.street2,
    zip: client.zip,
    city: client.city,
    vat_number: client.vat_number,
    buyer_reference: client.buyer_reference,
    einvoice_scheme: client.einvoice_scheme,
    einvoice_address: client.einvoice_address,
    ...(client.language ? { language: client.language as ClientFormValues['language'] } : {}),
    ...(client.currency_id ? { currency_id: client.currency_id } : {}),
  };
}

// The client a quotation is for, as the editor shows it: the business name (else the full name) and the
// e-mail address.
import type { Client } from '@tradebook/domain/clients/clients.schemas';

export interface PickedClient {
  id: number;
  title: string;
  email: string;
}

export function pickedClient(client: Client): PickedClient {
  return { id: client.id, title: client.business_name || client.full_name, email: client.email };
}

// The client a document is for, as the editor shows it: the business name (else the full name) and the
// e-mail address.
import type { Client } from '@tradebook/domain/clients/clients.schemas';
import { clientTitle } from '../clients/client-title';

export interface PickedClient {
  id: number;
  title: string;
  email: string;
}

export function pickedClient(client: Client): PickedClient {
  return { id: client.id, title: clientTitle(client), email: client.email };
}

import type { Client } from '@tradebook/domain/clients/clients.schemas';

/** How a client is named on cards and pickers: the business name, else the full name. */
export function clientTitle(client: Pick<Client, 'business_name' | 'full_name'>): string {
  return client.business_name || client.full_name;
}

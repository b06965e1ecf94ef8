// GET export_item_list: the listed items as a CSV file, made by the server with formula cells
// neutralised (docs/decisions/0105-catalogue-exports.md). Fetched with the token, then saved.
import type { GetItemsRequest } from '@tradebook/domain/items/items.schemas';
import { GENERIC_ERROR_MESSAGE } from '@tradebook/domain/api/envelope';
import { ApiError, apiUrl } from '../../../lib/api-client';
import { getToken } from '../../../lib/session';

export async function exportItems(filters: GetItemsRequest): Promise<void> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  const token = getToken();
  const response = await fetch(`${apiUrl('export_item_list')}?${query.toString()}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new ApiError(response.status, [GENERIC_ERROR_MESSAGE]);
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = 'items.csv';
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

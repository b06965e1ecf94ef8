// GET export_item_list: the listed items as a CSV file, made by the server with formula cells
// neutralised (docs/decisions/0105-catalogue-exports.md), downloaded as every file is.
import type { GetItemsRequest } from '@tradebook/domain/items/items.schemas';
import { listQueryString } from '../../../lib/api-client';
import { downloadApiFile } from '../../../lib/downloads/download-file';

export async function exportItems(filters: GetItemsRequest): Promise<void> {
  await downloadApiFile(`export_item_list${listQueryString({ ...filters })}`, {
    method: 'GET',
    filename: 'items.csv',
  });
}

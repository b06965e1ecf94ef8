// get_clients, get_quotation_client_list and the client export: the owner's clients, searched and sorted
// in the database, one page at a time or in batches (docs/reference/api.md 'Lists answer one page').
import type { Page } from '@tradebook/domain/api/envelope';
import { pageOffset, paginationOf } from '@tradebook/domain/api/paging';
import type { Client, ClientExportFilters, ClientFilters } from '@tradebook/domain/clients/clients.schemas';
import type { AppContext } from '../../app-context';
import { listTotal } from '../../db/list-totals';
import type { OwnerId } from '../../db/owner';
import { toClientResponse } from './client-response';
import { clientRowBatches, countClients, listClientRows } from './client-list.repository';

/** One page of the owner's clients that match the search, in the order asked for. */
export async function listClientPage(
  ctx: AppContext,
  owner: OwnerId,
  request: ClientFilters,
): Promise<Page<Client>> {
  const filters = { search: request.search_text };
  const paging = { page: request.page, limit: request.limit };
  const [rows, total] = await Promise.all([
    listClientRows(ctx.db, owner, filters, request.sort, { offset: pageOffset(paging), limit: paging.limit }),
    // Counted once per change of the owner's data (db/list-totals.ts).
    listTotal(ctx.db, owner, `clients:${JSON.stringify(filters)}`, () =>
      countClients(ctx.db, owner, filters),
    ),
  ]);
  // What the page's clients hold as credit: one query by primary key for the whole page.
  const credits = await ctx.ports.heldCreditsOf(
    ctx,
    owner,
    rows.map((row) => Number(row.id)),
  );
  const answered = rows.map((row) => {
    const client = toClientResponse(row);
    return { ...client, credit_held: credits.get(client.id) ?? [] };
  });
  return { rows: answered, pagination: paginationOf(paging, total) };
}

/** Every matching client in list order, in batches of `batchSize` (the export streams them). */
export async function* clientBatches(
  ctx: AppContext,
  owner: OwnerId,
  request: ClientExportFilters,
  batchSize = 500,
): AsyncGenerator<Client[]> {
  const filters = { search: request.search_text };
  for await (const rows of clientRowBatches(ctx.db, owner, filters, request.sort, batchSize)) {
    yield rows.map(toClientResponse);
  }
}

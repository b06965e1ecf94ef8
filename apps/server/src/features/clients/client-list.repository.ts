// The client list's queries: one page, the count of every matching client, and batches for the export.
// Search and sort run in the database on indexed columns, with the id as the last sort key so no two
// rows tie (docs/decisions/0106-catalogue-lists-page.md).
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { ClientSort } from '@tradebook/domain/clients/clients.schemas';
import { afterKeys, containsText, ownedBy } from '../../db/list-queries';
import type { OwnerId } from '../../db/owner';
import { pageLimit } from '../../db/page-window';
import type { Database } from '../../db/schema';

export interface ClientListFilters {
  /** Matches full name, business name and e-mail, any case, in part; '' for every client. */
  search: string;
}

const SEARCH_COLUMNS = ['full_name', 'business_name', 'email'] as const;

// The expressions of the business-name order; the index clients_user_business_name holds the same.
const withoutBusinessName = sql<number>`(case when ${sql.ref('clients.business_name')} = '' then 1 else 0 end)`;
const businessNameKey = sql<string>`lower(${sql.ref('clients.business_name')})`;
const fullNameKey = sql<string>`lower(${sql.ref('clients.full_name')})`;
const id = sql.ref('clients.id');
const createdAt = sql.ref('clients.created_at');

interface Order {
  keys: Expression<unknown>[];
  direction: 'asc' | 'desc';
}

/** Business name: A to Z with clients without one last, then by full name; date: newest first. */
const ORDERS: Record<ClientSort, Order> = {
  business_name: { keys: [withoutBusinessName, businessNameKey, fullNameKey, id], direction: 'asc' },
  date: { keys: [createdAt, id], direction: 'desc' },
};

/** The export reads each order as segments in turn, each with keys an index can seek by: the business
 * names first, then the clients without one (their business name is '', so the keys stay the same). */
const BATCH_SEGMENTS: Record<ClientSort, { where?: Expression<SqlBool>; order: Order }[]> = {
  business_name: [0, 1].map((without) => ({
    where: sql<SqlBool>`${withoutBusinessName} = ${without}`,
    order: { keys: [businessNameKey, fullNameKey, id], direction: 'asc' },
  })),
  date: [{ order: ORDERS.date }],
};

/** The owner's clients that match. `narrowFirst`: a page or a count lets a search choose the rows first
 * (see ownedBy); the export's batches read the sort's index from the last row on instead. */
function matching(db: Kysely<Database>, owner: OwnerId, filters: ClientListFilters, narrowFirst: boolean) {
  return (eb: ExpressionBuilder<Database, 'clients'>) => {
    const conditions: Expression<SqlBool>[] = [
      narrowFirst ? ownedBy(db, 'clients', owner, filters.search) : eb('clients.user_id', '=', owner),
    ];
    if (filters.search !== '') conditions.push(containsText(db, 'clients', SEARCH_COLUMNS, filters.search));
    return eb.and(conditions);
  };
}

function selectClients(
  db: Kysely<Database>,
  owner: OwnerId,
  filters: ClientListFilters,
  narrowFirst: boolean,
) {
  return db
    .selectFrom('clients')
    .selectAll('clients')
    .select([
      withoutBusinessName.as('without_business_name'),
      businessNameKey.as('business_name_key'),
      fullNameKey.as('full_name_key'),
    ])
    .where(matching(db, owner, filters, narrowFirst));
}

export type ClientListRow = Awaited<ReturnType<typeof listClientRows>>[number];

/** One page of the owner's matching clients: `limit` rows after the first `offset`. */
export function listClientRows(
  db: Kysely<Database>,
  owner: OwnerId,
  filters: ClientListFilters,
  sort: ClientSort,
  window: { offset: number; limit: number },
) {
  let query = selectClients(db, owner, filters, true);
  for (const key of ORDERS[sort].keys) query = query.orderBy(key, ORDERS[sort].direction);
  return query.limit(pageLimit(window.limit)).offset(window.offset).execute();
}

/** How many of the owner's clients match, over every page. */
export async function countClients(
  db: Kysely<Database>,
  owner: OwnerId,
  filters: ClientListFilters,
): Promise<number> {
  const row = await db
    .selectFrom('clients')
    .select((eb) => eb.fn.countAll().as('total'))
    .where(matching(db, owner, filters, true))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** The values of a row's business-name keys, where the next batch of its segment starts. */
function cursorOf(row: ClientListRow, sort: ClientSort): unknown[] {
  if (sort === 'date') return [row.created_at, row.id];
  return [row.business_name_key, row.full_name_key, row.id];
}

/** Every matching client in list order, `batchSize` rows a query, each batch starting after the last
 * row of the one before (keyset), so a batch costs the same at the end of the list as at its start. */
export async function* clientRowBatches(
  db: Kysely<Database>,
  owner: OwnerId,
  filters: ClientListFilters,
  sort: ClientSort,
  batchSize: number,
): AsyncGenerator<ClientListRow[]> {
  for (const segment of BATCH_SEGMENTS[sort]) {
    const { keys, direction } = segment.order;
    let after: unknown[] | undefined;
    for (;;) {
      let query = selectClients(db, owner, filters, false);
      if (segment.where) query = query.where(segment.where);
      if (after) query = query.where(afterKeys(keys, after, direction));
      for (const key of keys) query = query.orderBy(key, direction);
      const rows = await query.limit(batchSize).execute();
      if (rows.length > 0) yield rows;
      const last = rows.at(-1);
      if (!last || rows.length < batchSize) break;
      after = cursorOf(last, sort);
    }
  }
}

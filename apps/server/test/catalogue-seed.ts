// Many items or clients for one user, written straight into the database (through the calls they would
// take minutes): for the list tests at scale and the catalogue measurements. Each row is what the calls
// would store, amount included; `make` overrides the fields of row i.
import type { FastifyInstance } from 'fastify';
import type { Insertable, Kysely } from 'kysely';
import { lineTotalMinor } from '@tradebook/domain/documents/totals';
import type { Database } from '../src/db/schema';
import type { ClientsTable } from '../src/features/clients/clients.table';
import type { ItemsTable } from '../src/features/items/items.table';

const BATCH = 500;
const START = Date.parse('2021-01-01T00:00:00.000Z');

export interface SeedItem {
  item_no: string;
  name: string;
  description: string;
  quantity_milli: number;
  unit_price_minor: number;
  type: 'parts' | 'services';
  category_id: number | null;
  created_at: string;
}

export interface SeedClient {
  full_name: string;
  email: string;
  business_name: string;
  created_at: string;
}

/** One second apart from 2021-01-01, so row i is older than row i + 1. */
export const seedTime = (index: number) => new Date(START + index * 1000).toISOString();

async function insertInBatches<T, R>(
  count: number,
  write: (rows: T[]) => Promise<R[]>,
  row: (i: number) => T,
): Promise<R[]> {
  const written: R[] = [];
  for (let start = 0; start < count; start += BATCH) {
    const rows: T[] = [];
    for (let i = start; i < Math.min(count, start + BATCH); i += 1) rows.push(row(i));
    written.push(...(await write(rows)));
  }
  return written;
}

export async function seedItems(
  db: Kysely<Database>,
  userId: number,
  count: number,
  make: (index: number) => Partial<SeedItem> = () => ({}),
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await insertInBatches<Insertable<ItemsTable>, unknown>(
      count,
      async (rows) => {
        await trx.insertInto('items').values(rows).execute();
        return [];
      },
      (i) => {
        const item: SeedItem = {
          item_no: `SEED-${String(i + 1).padStart(6, '0')}`,
          name: `Item ${i + 1}`,
          description: '',
          quantity_milli: 1000,
          unit_price_minor: 100 + (i % 1000),
          type: 'parts',
          category_id: null,
          created_at: seedTime(i),
          ...make(i),
        };
        return {
          ...item,
          user_id: userId,
          amount_minor: lineTotalMinor(item.quantity_milli, item.unit_price_minor),
          updated_at: item.created_at,
        };
      },
    );
  });
}

/** Answers the new clients' ids, in order. */
export async function seedClients(
  db: Kysely<Database>,
  userId: number,
  count: number,
  make: (index: number) => Partial<SeedClient> = () => ({}),
): Promise<number[]> {
  return db.transaction().execute(async (trx) =>
    insertInBatches<Insertable<ClientsTable>, number>(
      count,
      async (rows) =>
        (await trx.insertInto('clients').values(rows).returning('id').execute()).map((row) => Number(row.id)),
      (i) => {
        const client: SeedClient = {
          full_name: `Client ${i + 1}`,
          email: `client${i + 1}@example.com`,
          business_name: `Business ${i + 1}`,
          created_at: seedTime(i),
          ...make(i),
        };
        const blank = { phone1: '', phone2: '', country: '', state: '', zip: '', notes: '', website: '' };
        const address = { postal_address: '', street1: '', street2: '' };
        return { ...blank, ...address, ...client, user_id: userId, updated_at: client.created_at };
      },
    ),
  );
}

/** The user id behind a signed-in user's token (get_profile), to seed rows for them. */
export async function ownerIdOf(app: FastifyInstance, auth: Record<string, string>): Promise<number> {
  const res = await app.inject({ method: 'GET', url: '/api/v3/get_profile', headers: auth });
  return res.json().response.id as number;
}

import { PostgresAdapter, sql, type Kysely } from 'kysely';

// How many documents of each kind, and how many expenses and their amount per currency, an owner has on
// each day: a list asked for a date window (and nothing else) answers its exact `pagination.total` and
// expense totals by adding up at most one row a day, instead of counting every matching row beside each
// page (docs/decisions/0387-list-totals-from-day-counts.md). Kept by row triggers, in the transaction of
// the write itself, so no code path (nor the admin tool) can leave them behind.
//
// - document_day_counts(user_id, kind, day, count): one row per owner, kind and document date.
// - expense_day_sums(user_id, day, currency_id, count, amount_minor): one row per owner, expense date and
//   currency.
// A row whose count falls to 0 stays (it adds nothing); both tables are filled from the rows already there.

const DOCUMENT_KEY = ['user_id', 'kind', 'document_date'] as const;
const EXPENSE_KEY = ['user_id', 'expense_date', 'currency_id'] as const;

/** The statements that add `sign` times a row (`row` is new or old) to the counters. */
function documentUpsert(row: 'new' | 'old', sign: 1 | -1): string {
  return `insert into document_day_counts (user_id, kind, day, count)
      values (${row}.user_id, ${row}.kind, ${row}.document_date, ${sign})
      on conflict (user_id, kind, day) do update set count = document_day_counts.count + (${sign});`;
}

function expenseUpsert(row: 'new' | 'old', sign: 1 | -1): string {
  return `insert into expense_day_sums (user_id, day, currency_id, count, amount_minor)
      values (${row}.user_id, ${row}.expense_date, ${row}.currency_id, ${sign}, (${sign}) * ${row}.amount_minor)
      on conflict (user_id, day, currency_id) do update set
        count = expense_day_sums.count + (${sign}),
        amount_minor = expense_day_sums.amount_minor + (${sign}) * ${row}.amount_minor;`;
}

interface Counted {
  table: 'documents' | 'expenses';
  /** The columns whose change moves a row between counters (or changes a sum). */
  columns: readonly string[];
  upsert: (row: 'new' | 'old', sign: 1 | -1) => string;
}

const COUNTED: Counted[] = [
  { table: 'documents', columns: DOCUMENT_KEY, upsert: documentUpsert },
  { table: 'expenses', columns: [...EXPENSE_KEY, 'amount_minor'], upsert: expenseUpsert },
];

const changed = (columns: readonly string[]) =>
  columns.map((column) => `old.${column} is not new.${column}`).join(' or ');

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('document_day_counts')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('count', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('document_day_counts_pk', ['user_id', 'kind', 'day'])
    .execute();
  await db.schema
    .createTable('expense_day_sums')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('currency_id', 'integer', (c) => c.notNull())
    .addColumn('count', 'bigint', (c) => c.notNull())
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('expense_day_sums_pk', ['user_id', 'day', 'currency_id'])
    .execute();
  await sql`insert into document_day_counts (user_id, kind, day, count)
    select user_id, kind, document_date, count(*) from documents
    group by user_id, kind, document_date`.execute(db);
  await sql`insert into expense_day_sums (user_id, day, currency_id, count, amount_minor)
    select user_id, expense_date, currency_id, count(*), sum(amount_minor) from expenses
    group by user_id, expense_date, currency_id`.execute(db);

  for (const { table, columns, upsert } of COUNTED) {
    const events = [
      { event: 'insert', when: '', body: upsert('new', 1) },
      { event: 'update', when: changed(columns), body: `${upsert('old', -1)} ${upsert('new', 1)}` },
      { event: 'delete', when: '', body: upsert('old', -1) },
    ];
    for (const { event, when, body } of events) {
      const name = `${table}_day_counts_after_${event}`;
      if (pg) {
        await sql
          .raw(
            `create function ${name}() returns trigger language plpgsql as $$
            begin ${body.replace(/\bis not\b/g, 'is distinct from')} return null; end $$`,
          )
          .execute(db);
        await sql
          .raw(
            `create trigger ${name} after ${event} on ${table} for each row
              ${when ? `when (${when.replace(/\bis not\b/g, 'is distinct from')})` : ''}
              execute function ${name}()`,
          )
          .execute(db);
      } else {
        await sql
          .raw(
            `create trigger ${name} after ${event} on ${table} ${when ? `when ${when}` : ''} begin ${body} end`,
          )
          .execute(db);
      }
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const { table } of COUNTED) {
    for (const event of ['insert', 'update', 'delete']) {
      const name = `${table}_day_counts_after_${event}`;
      await sql.raw(`drop trigger if exists ${name}${pg ? ` on ${table}` : ''}`).execute(db);
      if (pg) await sql.raw(`drop function if exists ${name}`).execute(db);
    }
  }
  await db.schema.dropTable('expense_day_sums').execute();
  await db.schema.dropTable('document_day_counts').execute();
}

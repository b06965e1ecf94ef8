// What the reports add up from documents (docs/decisions/0376-reports.md): each one grouped statement on an
// index of the owner's documents, nothing but sums leaving the database. Issued means an invoice that is not
// a draft and not void, or a credit note (all are issued, ADR 0315), which counts as a negative. Pages come
// with their report's row count and totals from window functions over the groups (SQLite and PostgreSQL).
// A document in another currency counts at the exchange rate it keeps, each amount to the cent; one without
// a rate stays out (docs/decisions/0391-documents-in-a-foreign-currency.md, 0393).
import { sql, type Expression, type ExpressionBuilder, type Kysely } from 'kysely';
import { countsForBusiness, inBusinessCurrency, rateToBusiness } from '../../db/business-currency';
import { bucketOf } from '../../db/date-buckets';
import { toNumber } from '../../db/month-sums';
import type { OwnerId } from '../../db/owner';
import { pageLimit } from '../../db/page-window';
import type { Database } from '../../db/schema';

export interface ReportRange {
  from: string;
  to: string;
  currencyId: number;
}
export interface RowPage {
  limit: number;
  offset: number;
}

/** A column of the documents row, aliased `table` in the query (bare when none). */
const columnOf = (table: string) => (name: string) => sql.ref(table ? `${table}.${name}` : name);

/** -1 for a credit note, which counts as a negative, else 1. */
const signOf = (table = '') =>
  sql<number>`case when ${columnOf(table)('kind')} = 'credit_note' then -1 else 1 end`;

/** Converts an amount of the documents row (aliased `table`, or bare) to the business's currency. */
function businessAmount(db: Kysely<Database>, currencyId: number, table = '') {
  const column = columnOf(table);
  const rate = rateToBusiness(column('currency_id'), column('exchange_rate_micro'), currencyId);
  return (amount: Expression<unknown>) => inBusinessCurrency(db, amount, rate);
}

/** The documents row counts in the business's figures (its currency, or another one with a rate). */
function counted(currencyId: number, table = '') {
  const column = columnOf(table);
  return countsForBusiness(column('currency_id'), column('exchange_rate_micro'), currencyId);
}

/** The owner's issued documents dated in the range that count in the business's figures, the documents row
 * aliased `table` (bare when none): invoices neither draft nor void, and credit notes. */
function issuedIn(owner: OwnerId, range: ReportRange, table = '') {
  const column = columnOf(table);
  return <DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>) =>
    eb.and([
      eb(column('user_id'), '=', owner),
      eb(column('kind'), 'in', ['invoice', 'credit_note']),
      eb(column('is_void'), '=', 0),
      eb(column('status'), '<>', 'draft'),
      eb(column('document_date'), '>=', range.from),
      eb(column('document_date'), '<=', range.to),
      counted(range.currencyId, table),
    ]);
}

/** A page of groups as the reports answer it: its rows, the count of all groups and the totals over all of
 * them, both read from the first row's window columns (`total_rows` and the caller's totals). */
function pageOf<Raw extends { total_rows: unknown }, Row, Totals>(
  rows: Raw[],
  toRow: (raw: Raw) => Row,
  toTotals: (first: Raw | undefined) => Totals,
): Paged<Row, Totals> {
  return { rows: rows.map(toRow), totalRows: toNumber(rows[0]?.total_rows), totals: toTotals(rows[0]) };
}

/** Sales before VAT per bucket of dates (db/date-buckets.ts: the periods starting on `starts`), credit
 * notes taken off (the invoice basis). */
export async function salesNetByBucket(
  db: Kysely<Database>,
  owner: OwnerId,
  range: ReportRange,
  starts: readonly string[],
): Promise<Map<number, number>> {
  const bucket = bucketOf(sql.ref('document_date'), starts);
  const inBusiness = businessAmount(db, range.currencyId);
  const rows = await db
    .selectFrom('documents')
    .where(issuedIn(owner, range))
    .select([
      bucket.as('bucket'),
      sql<number>`sum(${signOf()} * ${inBusiness(sql.ref('subtotal_minor'))})`.as('net'),
    ])
    .groupBy(bucket)
    .execute();
  return new Map(rows.map((row) => [Number(row.bucket), toNumber(row.net)]));
}

export interface ClientSalesRow {
  clientId: number;
  netMinor: number;
  vatMinor: number;
  grossMinor: number;
  documents: number;
}
export interface Paged<Row, Totals> {
  rows: Row[];
  totalRows: number;
  totals: Totals;
}

/** Sales per client, biggest first, a page of them, with the count of clients and the totals. */
export async function salesByClient(
  db: Kysely<Database>,
  owner: OwnerId,
  range: ReportRange,
  page: RowPage,
): Promise<Paged<ClientSalesRow, Omit<ClientSalesRow, 'clientId'>>> {
  const inBusiness = businessAmount(db, range.currencyId);
  const sign = signOf();
  const net = sql<number>`sum(${sign} * ${inBusiness(sql.ref('subtotal_minor'))})`;
  const vat = sql<number>`sum(${sign} * ${inBusiness(sql`tax1_minor + tax2_minor`)})`;
  const gross = sql<number>`sum(${sign} * ${inBusiness(sql.ref('total_minor'))})`;
  const rows = await db
    .selectFrom('documents')
    .where(issuedIn(owner, range))
    .select([
      'client_id',
      net.as('net'),
      vat.as('vat'),
      gross.as('gross'),
      sql<number>`count(*)`.as('documents'),
      sql<number>`count(*) over ()`.as('total_rows'),
      sql<number>`sum(${net}) over ()`.as('all_net'),
      sql<number>`sum(${vat}) over ()`.as('all_vat'),
      sql<number>`sum(${gross}) over ()`.as('all_gross'),
      sql<number>`sum(count(*)) over ()`.as('all_documents'),
    ])
    .groupBy('client_id')
    .orderBy(net, 'desc')
    .orderBy('client_id')
    .limit(pageLimit(page.limit))
    .offset(page.offset)
    .execute();
  return pageOf(
    rows,
    (row) => ({
      clientId: Number(row.client_id),
      netMinor: toNumber(row.net),
      vatMinor: toNumber(row.vat),
      grossMinor: toNumber(row.gross),
      documents: toNumber(row.documents),
    }),
    (first) => ({
      netMinor: toNumber(first?.all_net),
      vatMinor: toNumber(first?.all_vat),
      grossMinor: toNumber(first?.all_gross),
      documents: toNumber(first?.all_documents),
    }),
  );
}

export interface ItemSalesRow {
  name: string;
  quantityMilli: number;
  amountMinor: number;
  lines: number;
}

/** Sales per line name (the item), biggest first, a page of them: the lines' totals before the
 * document's discount and taxes, credit notes' lines taken off. */
export async function salesByItem(
  db: Kysely<Database>,
  owner: OwnerId,
  range: ReportRange,
  page: RowPage,
): Promise<Paged<ItemSalesRow, { amountMinor: number; lines: number }>> {
  const lineSign = signOf('d');
  const inBusiness = businessAmount(db, range.currencyId, 'd');
  const amount = sql<number>`sum(${lineSign} * ${inBusiness(sql.ref('l.line_total_minor'))})`;
  const rows = await db
    .selectFrom('documents as d')
    .innerJoin('document_lines as l', (join) =>
      join.onRef('l.document_id', '=', 'd.id').onRef('l.user_id', '=', 'd.user_id'),
    )
    .where(issuedIn(owner, range, 'd'))
    .select([
      'l.name',
      sql<number>`sum(${lineSign} * l.quantity_milli)`.as('quantity'),
      amount.as('amount'),
      sql<number>`count(*)`.as('lines'),
      sql<number>`count(*) over ()`.as('total_rows'),
      sql<number>`sum(${amount}) over ()`.as('all_amount'),
      sql<number>`sum(count(*)) over ()`.as('all_lines'),
    ])
    .groupBy('l.name')
    .orderBy(amount, 'desc')
    .orderBy('l.name')
    .limit(pageLimit(page.limit))
    .offset(page.offset)
    .execute();
  return pageOf(
    rows,
    (row) => ({
      name: String(row.name),
      quantityMilli: toNumber(row.quantity),
      amountMinor: toNumber(row.amount),
      lines: toNumber(row.lines),
    }),
    (first) => ({ amountMinor: toNumber(first?.all_amount), lines: toNumber(first?.all_lines) }),
  );
}

export interface AgedRow {
  clientId: number;
  invoices: number;
  /** current, 1-30, 31-60, 61-90, over 90 days overdue, and all. */
  buckets: [number, number, number, number, number, number];
}

/** What is still due on the open invoices of each client, by how long overdue on `today`, the clients
 * owing most first, a page of them; `cutoffs` are today less 30, 60 and 90 days. */
export async function agedByClient(
  db: Kysely<Database>,
  owner: OwnerId,
  currencyId: number,
  dates: { today: string; less30: string; less60: string; less90: string },
  page: RowPage,
): Promise<Paged<AgedRow, AgedRow['buckets']>> {
  const due = businessAmount(
    db,
    currencyId,
  )(sql<number>`case when total_minor > paid_minor + credited_minor
    then total_minor - paid_minor - credited_minor else 0 end`);
  const bucket = (condition: ReturnType<typeof sql>) =>
    sql<number>`sum(case when ${condition} then ${due} else 0 end)`;
  const buckets = [
    bucket(sql`due_date >= ${dates.today}`),
    bucket(sql`due_date < ${dates.today} and due_date >= ${dates.less30}`),
    bucket(sql`due_date < ${dates.less30} and due_date >= ${dates.less60}`),
    bucket(sql`due_date < ${dates.less60} and due_date >= ${dates.less90}`),
    bucket(sql`due_date < ${dates.less90}`),
    sql<number>`sum(${due})`,
  ];
  // Grouped by +client_id, an expression: SQLite would otherwise walk documents_by_client for the
  // group order and read every invoice row (2 s at 100,000 invoices) instead of the covering
  // documents_aged index (0.2 s).
  const client = sql<number>`+client_id`;
  const rows = await db
    .selectFrom('documents')
    .where('user_id', '=', owner)
    .where('kind', '=', 'invoice')
    .where('is_void', '=', 0)
    .where('status', 'in', ['sent', 'partpaid'])
    .where(counted(currencyId))
    .select([
      client.as('client_id'),
      sql<number>`count(*)`.as('invoices'),
      sql<number>`count(*) over ()`.as('total_rows'),
      ...buckets.map((sum, index) => sum.as(`b${index}`)),
      ...buckets.map((sum, index) => sql<number>`sum(${sum}) over ()`.as(`all${index}`)),
    ])
    .groupBy(client)
    .having(sql<boolean>`sum(${due}) > 0`)
    .orderBy(sql`sum(${due})`, 'desc')
    .orderBy(client)
    .limit(pageLimit(page.limit))
    .offset(page.offset)
    .execute();
  const cells = (row: Record<string, unknown> | undefined, prefix: string) =>
    [0, 1, 2, 3, 4, 5].map((index) => toNumber(row?.[`${prefix}${index}`])) as AgedRow['buckets'];
  return pageOf(
    rows as (Record<string, unknown> & { total_rows: unknown })[],
    (row) => ({
      clientId: Number(row.client_id),
      invoices: toNumber(row.invoices),
      buckets: cells(row, 'b'),
    }),
    (first) => cells(first, 'all'),
  );
}

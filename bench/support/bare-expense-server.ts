// The yardstick of bench/expense-list.bench.ts: a bare Fastify route (no plugins, no sign-in, no
// validation, no envelope, no totals) that answers the same first page of the same expenses straight
// from the driver: every column, the receipt count, the list's order. What the product adds on top of
// this (security headers, the session check, validation, the kept totals per currency, the receipts'
// signed links, the answer's shape) is what the benchmark's ratio measures.
//
//   PORT=… OWNER=… (DATA_DIR=… | DATABASE_URL=…) node --import tsx bench/support/bare-expense-server.ts
import Fastify from 'fastify';
import { openQuery } from './bare-query';

const owner = Number(process.env.OWNER);
const port = Number(process.env.PORT);

const COLUMNS = `e.id, e.user_id, e.expense_no, e.expense_date, e.category_id, e.vendor, e.payment_type, e.notes,
  e.currency_id, e.amount_minor, e.created_at, e.updated_at,
  (select count(*) from expense_receipts r where r.expense_id = e.id) as receipt_count`;

function pageSql(placeholder: (n: number) => string, where: string): string {
  return `select ${COLUMNS} from expenses e where e.user_id = ${placeholder(1)} and ${where}
    order by e.expense_date desc, e.id desc limit 10`;
}

const query = openQuery();
const postgres = Boolean(process.env.DATABASE_URL);
const p = (n: number) => (postgres ? `$${n}` : '?');
// The plain SQL a developer would write: the database picks its own index.
const filteredSql = pageSql(
  p,
  `e.expense_date >= ${p(2)} and e.expense_date <= ${p(3)} and e.category_id = ${p(4)}`,
);
const lower = (column: string) => (postgres ? `lower(${column})` : column);
const searchSql = pageSql(p, `(${lower('e.vendor')} like ${p(2)} or ${lower('e.expense_no')} like ${p(3)})`);

const app = Fastify();
app.get<{ Querystring: { from: string; to: string; category: string } }>(
  '/bare/expenses/filtered',
  async (request) =>
    query(filteredSql, [owner, request.query.from, request.query.to, Number(request.query.category)]),
);
app.get<{ Querystring: { q: string } }>('/bare/expenses/search', async (request) => {
  const pattern = `%${request.query.q.toLowerCase()}%`;
  return query(searchSql, [owner, pattern, pattern]);
});
await app.listen({ port, host: '127.0.0.1' });

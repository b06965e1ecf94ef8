// The yardstick of bench/every-request.bench.ts: bare Fastify routes (no plugins, no sign-in, no
// validation, no envelope, no totals) answering the same rows as the product's lists straight from the
// driver, a bare hello for the small authenticated calls, and a lean authenticated route (the bearer
// token's hash looked up with its user in one indexed statement, the row answered as it comes): the
// least an authenticated call does on this machine, which the bench prints beside the small calls. The same columns, joins and order as
// bench/support/bare-list-server.ts and bare-expense-server.ts; each page's number and size are the
// request's.
//
//   PORT=… OWNER=… (DATA_DIR=… | DATABASE_URL=…) node --import tsx bench/support/bare-request-server.ts
import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import { openQuery } from './bare-query';

const owner = Number(process.env.OWNER);
const port = Number(process.env.PORT);

const DOCUMENT_COLUMNS = `d.id, d.user_id, d.kind, d.number, d.client_id, d.document_date, d.terms_days,
  d.due_date, d.status, d.is_void, d.currency_id, d.notes, d.discount_type, d.discount_percent_milli,
  d.discount_amount_minor, d.tax1_name, d.tax1_percent_milli, d.tax2_name, d.tax2_percent_milli,
  d.items_total_minor, d.discount_minor, d.subtotal_minor, d.tax1_minor, d.tax2_minor, d.total_minor,
  d.paid_minor, d.source_document_id, d.sent_at, d.created_at, d.updated_at,
  c.business_name as client_business_name, c.full_name as client_full_name, c.email as client_email,
  (select count(*) from document_attachments a where a.document_id = d.id) as attachment_count`;

const EXPENSE_COLUMNS = `e.id, e.user_id, e.expense_no, e.expense_date, e.category_id, e.vendor,
  e.payment_type, e.notes, e.currency_id, e.amount_minor, e.created_at, e.updated_at,
  (select count(*) from expense_receipts r where r.expense_id = e.id) as receipt_count`;

const query = openQuery();
const postgres = Boolean(process.env.DATABASE_URL);
const p = (n: number) => (postgres ? `$${n}` : '?');
const lower = (column: string) => (postgres ? `lower(${column})` : column);

// The page's size is written into the statement (SQLite's LIMIT takes no JavaScript number); each
// size is prepared once.
const documentsSql = (where: string, limit: number, offset: number) =>
  `select ${DOCUMENT_COLUMNS} from documents d join clients c on c.id = d.client_id
    where d.user_id = ${p(1)} and d.kind = ${p(2)} and ${where}
    order by d.document_date desc, d.id desc limit ${Math.trunc(limit)} offset ${Math.trunc(offset)}`;
const windowSql = (limit: number, offset: number) =>
  documentsSql(`d.document_date >= ${p(3)} and d.document_date <= ${p(4)}`, limit, offset);
const searchSql = (limit: number, offset: number) =>
  documentsSql(`d.search_text like ${p(3)}`, limit, offset);

const expensesSql = (where: string, limit: number, offset: number) =>
  `select ${EXPENSE_COLUMNS} from expenses e where e.user_id = ${p(1)} and ${where}
    order by e.expense_date desc, e.id desc limit ${Math.trunc(limit)} offset ${Math.trunc(offset)}`;
const expenseWindowSql = (limit: number, offset: number) =>
  expensesSql(`e.expense_date >= ${p(2)} and e.expense_date <= ${p(3)}`, limit, offset);
const expenseSearchSql = (limit: number, offset: number) =>
  expensesSql(`(${lower('e.vendor')} like ${p(2)} or ${lower('e.expense_no')} like ${p(3)})`, limit, offset);

interface ListQuery {
  kind: string;
  limit: string;
  page: string;
  from?: string;
  to?: string;
  q?: string;
}

const app = Fastify();
app.get('/bare/hello', async () => ({ hello: 'world' }));
const signedInSql = `select users.id, users.email, users.fullname, users.country_id, users.currency_id,
  users.language, users.user_type, users.company_name, users.companytype, users.business_category_id,
  users.postal_address, users.street2, users.city, users.state, users.zip, users.phone1, users.phone2,
  users.website, users.free_usage_until, users.subscription_until, users.created_at, users.updated_at
  from sessions join users on users.id = sessions.user_id
  where sessions.token_hash = ${p(1)} and sessions.revoked_at is null and sessions.expires_at > ${p(2)}`;
app.get('/bare/signed-in', async (request, reply) => {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
  const hash = createHash('sha256').update(token).digest('hex');
  const [user] = await query(signedInSql, [hash, new Date().toISOString()]);
  return user ?? reply.status(401).send({ message: 'unauthenticated' });
});
const offsetOf = (q: ListQuery) => (Number(q.page) - 1) * Number(q.limit);
app.get<{ Querystring: ListQuery }>('/bare/documents', async ({ query: q }) =>
  q.q === undefined
    ? query(windowSql(Number(q.limit), offsetOf(q)), [owner, q.kind, q.from, q.to])
    : query(searchSql(Number(q.limit), offsetOf(q)), [owner, q.kind, `%${q.q.toLowerCase()}%`]),
);
app.get<{ Querystring: ListQuery }>('/bare/expenses', async ({ query: q }) => {
  if (q.q === undefined) return query(expenseWindowSql(Number(q.limit), offsetOf(q)), [owner, q.from, q.to]);
  const pattern = `%${q.q.toLowerCase()}%`;
  return query(expenseSearchSql(Number(q.limit), offsetOf(q)), [owner, pattern, pattern]);
});
await app.listen({ port, host: '127.0.0.1' });

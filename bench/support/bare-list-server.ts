// The yardstick of bench/document-list.bench.ts: a bare Fastify route (no plugins, no sign-in, no
// validation, no envelope) that answers the same page of the same rows straight from the driver: the
// same columns, the same client join and attachment count, the same order. What the product adds on top
// of this (security headers, the session check, validation, the list total, the answer's shape) is what
// the benchmark's ratio measures.
//
//   PORT=… OWNER=… (DATA_DIR=… | DATABASE_URL=…) node --import tsx bench/support/bare-list-server.ts
import Fastify from 'fastify';
import { openQuery } from './bare-query';

const owner = Number(process.env.OWNER);
const port = Number(process.env.PORT);

const COLUMNS = `d.id, d.user_id, d.kind, d.number, d.client_id, d.document_date, d.terms_days, d.due_date,
  d.status, d.is_void, d.currency_id, d.notes, d.discount_type, d.discount_percent_milli,
  d.discount_amount_minor, d.tax1_name, d.tax1_percent_milli, d.tax2_name, d.tax2_percent_milli,
  d.items_total_minor, d.discount_minor, d.subtotal_minor, d.tax1_minor, d.tax2_minor, d.total_minor,
  d.paid_minor, d.source_document_id, d.sent_at, d.created_at, d.updated_at, c.business_name as client_business_name,
  c.full_name as client_full_name, c.email as client_email, c.notes as client_notes,
  (select count(*) from document_attachments a where a.document_id = d.id) as attachment_count,
  (select s.number from documents s where s.id = d.source_document_id) as source_number,
  (select v.id from documents v where v.source_document_id = d.id) as derived_id,
  (select v.number from documents v where v.source_document_id = d.id) as derived_number`;

function pageSql(placeholder: (n: number) => string, where: string, kind = 'quotation'): string {
  return `select ${COLUMNS} from documents d join clients c on c.id = d.client_id
    where d.user_id = ${placeholder(1)} and d.kind = '${kind}' and ${where}
    order by d.document_date desc, d.id desc limit 50`;
}

const query = openQuery();
const pgStyle = Boolean(process.env.DATABASE_URL);
const p = (n: number) => (pgStyle ? `$${n}` : '?');
const listSql = pageSql(p, `d.document_date >= ${p(2)} and d.document_date <= ${p(3)}`);
// The same walk the product takes for a search with many matches: the date index, each row tested.
const searchSql = pageSql(p, `d.search_text like ${p(2)}`);
// The invoices overdue and unpaid (the list's 'unpaiddue' filter): not void, draft or sent, nothing paid,
// due before today.
const unpaidDueSql = pageSql(
  p,
  `d.is_void = 0 and d.status in ('draft', 'sent') and d.due_date < ${p(2)} and d.paid_minor = 0`,
  'invoice',
);

// One page of the whole list, by its number: the pages a product cannot have kept (the benchmark asks
// each in turn, more of them than the product keeps). The ids of the page first, then their columns, as
// the product does: PostgreSQL would otherwise work out the columns of every row the OFFSET skips.
const allPagesSql = pageSql(
  p,
  `d.id in (select id from (select s.id from documents s where s.user_id = ${p(1)} and s.kind = 'quotation'
    order by s.document_date desc, s.id desc limit 50 offset ${p(2)}) page)`,
);

const app = Fastify();
app.get<{ Querystring: { from: string; to: string } }>('/bare/list', async (request) =>
  query(listSql, [owner, request.query.from, request.query.to]),
);
app.get<{ Querystring: { q: string } }>('/bare/search', async (request) =>
  query(searchSql, [owner, `%${request.query.q.toLowerCase()}%`]),
);
app.get<{ Querystring: { today: string } }>('/bare/invoices/unpaiddue', async (request) =>
  query(unpaidDueSql, [owner, request.query.today]),
);
app.get<{ Querystring: { page: string } }>('/bare/all', async (request) =>
  query(
    allPagesSql,
    // SQLite's ? placeholders are positional: the owner is bound twice there.
    pgStyle
      ? [owner, (Number(request.query.page) - 1) * 50]
      : [owner, owner, (Number(request.query.page) - 1) * 50],
  ),
);
await app.listen({ port, host: '127.0.0.1' });

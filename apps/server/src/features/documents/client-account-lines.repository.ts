// A client's account lines that come from documents alone, as a SQL fragment the client statement
// composes with its payment lines (payments/payment-report-figures.repository.ts; docs/decisions/0376 and
// 0419): each issued invoice and credit note, and each refund of a credit note, with what it does to the
// balance in the business's currency. A document in another currency counts at the rate it keeps, each
// to the cent; one without a rate stays out (ADR 0391). Served by the owner's index documents_by_client.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { inBusinessCurrency } from '../../db/business-currency';
import type { OwnerId } from '../../db/owner';
import type { Database } from '../../db/schema';

/** The rows (date, seq, id, type, reference, amount) of a `union all` of account lines: seq 0 an
 * invoice, 1 a credit note, 3 a refund. */
export function clientDocumentLines(
  db: Kysely<Database>,
  owner: OwnerId,
  clientId: number,
  currencyId: number,
): RawBuilder<unknown> {
  const rate = sql`(case when ${sql.ref('documents.currency_id')} = ${currencyId} then null
      else ${sql.ref('documents.exchange_rate_micro')} end)`;
  const counts = sql`(${sql.ref('documents.currency_id')} = ${currencyId} or ${sql.ref('documents.exchange_rate_micro')} is not null)`;
  const amount = (minor: RawBuilder<unknown>) => inBusinessCurrency(db, minor, rate);
  return sql`
    select document_date as date, case when kind = 'invoice' then 0 else 1 end as seq, id, kind as type,
      number as reference,
      ${amount(sql`case when kind = 'invoice' then total_minor else -total_minor end`)} as amount
    from documents
    where user_id = ${owner} and client_id = ${clientId} and kind in ('invoice', 'credit_note')
      and is_void = 0 and status <> 'draft' and ${counts}
    union all
    select document_date, 3, id, 'refund', number, ${amount(sql`refunded_minor`)}
    from documents
    where user_id = ${owner} and client_id = ${clientId} and kind = 'credit_note'
      and refunded_minor > 0 and ${counts}`;
}

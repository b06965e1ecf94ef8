import { sql, type Kysely, type QueryCreator, type RawBuilder } from 'kysely';
import type { OwnerId, OwnerRef } from '../../db/owner';
import type { Database } from '../../db/schema';

/** Takes the next value of the user's counter and moves the counter on, in one statement. The upsert
 * locks the counter row (PostgreSQL) or runs under SQLite's single writer, so concurrent callers queue
 * and each gets its own value; call it inside the transaction that stores the numbered record. */
export async function takeNextValue(db: Kysely<Database>, owner: OwnerId, kind: string): Promise<number> {
  const row = await db
    .insertInto('number_sequences')
    .values({ user_id: owner, kind, next_value: 2 })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'kind']).doUpdateSet({ next_value: sql`number_sequences.next_value + 1` }),
    )
    .returning('next_value')
    .executeTakeFirstOrThrow();
  return Number(row.next_value) - 1;
}

/** The number `next_value - 1` of `kind` as numbering.service.ts's formatNumber formats it (a prefix, a
 * dash, at least six digits), in SQL: what a statement that takes the number answers. */
function formattedNumber(kind: string): RawBuilder<string> {
  return sql<string>`${sql.lit(`${kind}-`)} || lpad(cast(next_value - 1 as text), greatest(6, length(cast(next_value - 1 as text))), '0')`;
}

/** The statement of takeNextValue as a fragment another room's statement composes (a `with` of
 * PostgreSQL, whose data-modifying CTEs SQLite lacks): it answers `number`, the value taken, formatted as
 * numbering.service.ts's formatNumber formats it (a prefix, a dash, at least six digits). A create then
 * takes its number and stores its document in one round trip, so the counter row is locked for that
 * statement and the COMMIT only (docs/decisions/0422-a-create-locks-its-number-for-one-statement.md). */
export function takeNextNumberQuery(qb: QueryCreator<Database>, owner: OwnerId, kind: string) {
  return qb
    .insertInto('number_sequences')
    .values({ user_id: owner, kind, next_value: 2 })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'kind']).doUpdateSet({ next_value: sql`number_sequences.next_value + 1` }),
    )
    .returning(formattedNumber(kind).as('number'));
}

/** takeNextNumberQuery as SQL text for a statement written as text, taking the number only when
 * `onlyIf` holds (a document's client is the owner's, checked in the same statement:
 * docs/decisions/0440-a-create-checks-its-client-in-its-insert.md); no row then, and the counter is left
 * as it was. */
export function takeNextNumberIf(
  owner: OwnerId,
  kind: string,
  onlyIf: RawBuilder<unknown>,
): RawBuilder<{ number: string }> {
  return sql`insert into number_sequences (user_id, kind, next_value) select ${owner}, ${kind}, 2 where ${onlyIf}
    on conflict (user_id, kind) do update set next_value = number_sequences.next_value + 1
    returning ${formattedNumber(kind)} as number`;
}

/** The id of the record stored under the number `takeNextNumberQuery` took, in a statement whose `with`
 * named that query `taken`: drawn from `table`'s id sequence only once the number is taken (reading
 * `taken` waits for the counter row's lock), so the owner's ids keep the order of their numbers, as when
 * these were separate statements, and a list in the order of ids lists them in the order of numbers. */
export function idDrawnAfterNumber(table: 'documents' | 'expenses') {
  return sql<number>`(select nextval(pg_get_serial_sequence(${table}, 'id')) from taken)`;
}

/** The value the next record would get. */
export async function readNextValue(db: Kysely<Database>, owner: OwnerId, kind: string): Promise<number> {
  const row = await db
    .selectFrom('number_sequences')
    .select('next_value')
    .where('user_id', '=', owner)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row ? Number(row.next_value) : 1;
}

/** readNextValue's read as a scalar subquery another room's statement composes (a new document's
 * defaults read in one statement, docs/decisions/0429-a-number-call-in-one-statement.md): the owner's
 * counter of `kind`, null when nothing of that kind was numbered yet (the next value is then 1). */
export function nextValueOf(owner: OwnerRef, kind: string): RawBuilder<number | null> {
  return sql`(select next_value from number_sequences where user_id = ${owner} and kind = ${kind})`;
}

/** Gives `value` back when it is the latest one taken; answers whether it did. */
export async function giveBackValue(db: Kysely<Database>, owner: OwnerId, kind: string, value: number) {
  const result = await db
    .updateTable('number_sequences')
    .set({ next_value: value })
    .where('user_id', '=', owner)
    .where('kind', '=', kind)
    .where('next_value', '=', value + 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Takes `count` consecutive values at once (an import): answers the first. Same locking as takeNextValue. */
export async function takeNextValues(
  db: Kysely<Database>,
  owner: OwnerId,
  kind: string,
  count: number,
): Promise<number> {
  const row = await db
    .insertInto('number_sequences')
    .values({ user_id: owner, kind, next_value: count + 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['user_id', 'kind'])
        .doUpdateSet({ next_value: sql`number_sequences.next_value + ${count}` }),
    )
    .returning('next_value')
    .executeTakeFirstOrThrow();
  return Number(row.next_value) - count;
}

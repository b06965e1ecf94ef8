// Record numbers (docs/reference/documents.md 'Numbers'): per user, a prefix and six digits (ITEM-000001,
// QUO-000001, INV-000001, EXP-000001, and credit notes' CN-000001, without gaps like invoices: ADR 0315).
// `peekNextNumber` says what the next record would get (generate_item_no, get_quotation_number...);
// `assignNextNumber` really takes it, inside the create transaction, so two records never share a number
// however many are created at once.
import type { Kysely } from 'kysely';
import type { OwnerId } from '../../db/owner';
import type { Database } from '../../db/schema';
import { giveBackValue, readNextValue, takeNextValue, takeNextValues } from './numbering.repository';

export type NumberKind = 'ITEM' | 'QUO' | 'INV' | 'EXP' | 'CN';

const DIGITS = 6;

/** ('ITEM', 1) -> 'ITEM-000001'. Past 999999 the number simply grows a digit. */
export function formatNumber(kind: NumberKind, value: number): string {
  return `${kind}-${String(value).padStart(DIGITS, '0')}`;
}

/** 'INV-000042' -> 42; undefined when it is not a number of this kind. */
export function parseNumber(kind: NumberKind, text: string): number | undefined {
  const match = new RegExp(`^${kind}-(\\d+)$`).exec(text);
  return match ? Number(match[1]) : undefined;
}

/** Takes the next number. `trx` must be the transaction that stores the numbered record, so a failed
 * create gives the number back by rolling back. */
export async function assignNextNumber(
  trx: Kysely<Database>,
  owner: OwnerId,
  kind: NumberKind,
): Promise<string> {
  return formatNumber(kind, await takeNextValue(trx, owner, kind));
}

/** Takes `count` consecutive numbers for records stored together (an import), in `trx` as above. */
export async function assignNextNumbers(
  trx: Kysely<Database>,
  owner: OwnerId,
  kind: NumberKind,
  count: number,
): Promise<string[]> {
  if (count === 0) return [];
  const first = await takeNextValues(trx, owner, kind, count);
  return Array.from({ length: count }, (_, index) => formatNumber(kind, first + index));
}

/** The number the next record of this kind would get; nothing is reserved. */
export async function peekNextNumber(
  db: Kysely<Database>,
  owner: OwnerId,
  kind: NumberKind,
): Promise<string> {
  return formatNumber(kind, await readNextValue(db, owner, kind));
}

/** Gives a number back so the next record gets it again, only when it is the latest one given (the
 * deleted latest draft invoice, docs/reference/documents.md 'Numbers'). Answers whether it was given back. */
export async function releaseNumber(
  trx: Kysely<Database>,
  owner: OwnerId,
  kind: NumberKind,
  number: string,
): Promise<boolean> {
  const value = parseNumber(kind, number);
  return value === undefined ? false : giveBackValue(trx, owner, kind, value);
}

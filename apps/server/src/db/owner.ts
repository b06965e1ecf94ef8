// Every table that holds a user's data carries the owner's id, and every repository function of such
// data takes an OwnerId as its second argument. An OwnerId can only be made from a verified session
// (http/auth.ts) or by the code that has just created or verified that user, so a query of user data
// cannot be written without deciding whose data it is.
import type { RawBuilder } from 'kysely';

declare const ownerBrand: unique symbol;

export type OwnerId = number & { readonly [ownerBrand]: true };

/** Call only with the id of a user whose identity was just proven (session, login, registration). */
export function trustedOwnerId(userId: number): OwnerId {
  return userId as OwnerId;
}

/** An owner as a fragment of SQL composes it: an OwnerId, or the column of owner ids a statement reads
 * many owners' rows by (db/batched-reads.ts). */
export type OwnerRef = OwnerId | RawBuilder<OwnerId>;

/**
 * `values` as a row of `owner`: its fields, with the owner's id set last whatever `values` holds. Made
 * from a literal that names the owner first, not by spreading `values` and adding the id: on Node 20 an
 * object spread and then given a field it lacked takes a hidden class of its own, slow to build and left
 * for the full collector (docs/decisions/0447-no-field-added-after-a-spread.md).
 */
export function ownedRow<Values extends object>(
  owner: OwnerId,
  values: Values,
): Omit<Values, 'user_id'> & { user_id: OwnerId } {
  const row = Object.assign({ user_id: owner }, values);
  row.user_id = owner;
  return row;
}

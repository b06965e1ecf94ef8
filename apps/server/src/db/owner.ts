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

// The Idempotency-Key a request to issue a credit note may carry (docs/decisions/0331, as payments keep
// theirs, 0112): the key is stored with the credit note it made and a digest of the request, in the
// transaction that issues it. The same request sent again with the key answers that credit note and
// makes none; the key sent with a different request is refused (409).
import { createHash } from 'node:crypto';
import type { CreateCreditNoteInput } from '@tradebook/domain/credit-notes/create-credit-note.schemas';
import { CREDIT_NOTE_MESSAGES as M } from '@tradebook/domain/credit-notes/credit-note-messages';
import type { AppContext } from '../../app-context';
import { AppError } from '../../app-error';
import type { OwnerId } from '../../db/owner';
import { findCreditNoteKey, insertCreditNoteKey } from './credit-note-keys.repository';

export interface RequestKey {
  key: string;
  /** sha256 of the request as parsed (the invoice, date, notes, settlement and lines). */
  digest: string;
}

export function requestKeyOf(key: string | undefined, input: CreateCreditNoteInput): RequestKey | undefined {
  if (!key) return undefined;
  return { key, digest: createHash('sha256').update(JSON.stringify(input)).digest('hex') };
}

/** The credit note this key already made for this same request, if any; 409 for another request. Read
 * with `ctx.db`: inside the issuing transaction, after the invoice's lock, a repeat that waited sees it. */
export async function creditNoteOfKey(
  ctx: AppContext,
  owner: OwnerId,
  requestKey: RequestKey | undefined,
): Promise<number | undefined> {
  if (!requestKey) return undefined;
  const earlier = await findCreditNoteKey(ctx.db, owner, requestKey.key);
  if (!earlier) return undefined;
  if (earlier.requestDigest !== requestKey.digest) throw new AppError('conflict', M.idempotencyKeyReused);
  return earlier.creditNoteId;
}

/** Keeps the key with the credit note it made, in the issuing transaction of `ctx.db`. */
export async function keepCreditNoteKey(
  ctx: AppContext,
  owner: OwnerId,
  requestKey: RequestKey | undefined,
  creditNoteId: number,
): Promise<void> {
  if (!requestKey) return;
  await insertCreditNoteKey(ctx.db, owner, {
    key: requestKey.key,
    requestDigest: requestKey.digest,
    creditNoteId,
    createdAt: ctx.now().toISOString(),
  });
}

// Links that open a private file without a bearer token (an <img> cannot send one; an e-mailed PDF link
// has none): `${PUBLIC_URL}<path>?expires=<unix seconds>&sig=<HMAC-SHA256 of path, expiry and epoch>`.
// Every link belongs to one owner (whose id is in its path), and the owner's link epoch (file_link_epochs)
// is signed with it: revoke_links moves the epoch on, and every link the owner was given answers 404
// (docs/decisions/0117-hardening-low-findings.md).
// The key is made once and kept in the database, so every app process signs and checks alike and links
// survive a restart. Expiry is rounded up to a whole step, so the same file asked for twice in that step
// gets the same URL and the browser's cache works. Links are always built from PUBLIC_URL, never from
// the request's Host header (docs/reference/files.md).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config';
import type { FilesContext } from './files-context';
import type { OwnerId } from '../db/owner';
import { RecentlyUsed } from '../db/recently-used';
import { findOrCreateSecret } from './app-secrets.repository';
import { advanceLinkEpoch, findLinkEpoch } from './link-epochs.repository';

const KEY_NAME = 'file_link_signing_key';
/** How long a link shown in the app stays valid. */
export const DEFAULT_LINK_SECONDS = 24 * 60 * 60;

// Kept by the app's config (one per app and database), not by `ctx.db`: a link signed inside a
// transaction (a create's answer, docs/decisions/0406-a-create-in-one-transaction.md) has the
// transaction as its db, a new object each time, and read the key again for every create.
const keys = new WeakMap<Config, Promise<Buffer>>();

function signingKey(ctx: Pick<FilesContext, 'db' | 'now' | 'config'>): Promise<Buffer> {
  let key = keys.get(ctx.config);
  if (!key) {
    key = findOrCreateSecret(ctx.db, KEY_NAME, randomBytes(32).toString('hex'), ctx.now().toISOString()).then(
      (hex) => Buffer.from(hex, 'hex'),
    );
    key.catch(() => keys.delete(ctx.config));
    keys.set(ctx.config, key);
  }
  return key;
}

/** Signatures made lately, per key: a list page signs a link for each receipt it shows, the same links
 * again on the next request while their expiry step stands
 * (docs/decisions/0452-a-list-page-signs-its-links-once.md). */
const SIGNATURES_KEPT = 2000;
const signatures = new WeakMap<Buffer, RecentlyUsed<string, string>>();

function signature(key: Buffer, pathname: string, expires: number, epoch: number): string {
  return createHmac('sha256', key).update(`${pathname}\n${expires}\n${epoch}`).digest('base64url');
}

/** The signature of a link handed out, kept for the next request that shows it. A link checked when it
 * is opened is always signed afresh (verifySignedPath): what strangers send fills no cache. */
function keptSignature(key: Buffer, pathname: string, expires: number, epoch: number): string {
  let kept = signatures.get(key);
  if (!kept) {
    kept = new RecentlyUsed(SIGNATURES_KEPT);
    signatures.set(key, kept);
  }
  const signed = `${pathname}\n${expires}\n${epoch}`;
  const found = kept.get(signed);
  if (found !== undefined) return found;
  const made = signature(key, pathname, expires, epoch);
  kept.set(signed, made);
  return made;
}

/** The context whose links signed for `owner` take the link epoch the token check read with the signed-in
 * user (`epoch`: null when it was never moved on; undefined when it was not read), rather than reading it
 * again for every link. */
export function withKnownLinkEpoch<C extends Pick<FilesContext, 'knownLinkEpoch'>>(
  ctx: C,
  owner: OwnerId,
  epoch: number | string | null | undefined,
): C {
  if (epoch === undefined) return ctx;
  return { ...ctx, knownLinkEpoch: { owner, epoch: Number(epoch ?? 0) } };
}

/** A signed, expiring URL of `pathname` (which starts with '/' and names `owner`). */
export async function signedUrl(
  ctx: Pick<FilesContext, 'db' | 'now' | 'config' | 'knownLinkEpoch'>,
  owner: OwnerId,
  pathname: string,
  validSeconds = DEFAULT_LINK_SECONDS,
): Promise<string> {
  const step = validSeconds >= 3600 ? 3600 : 60;
  const expires = Math.ceil((Math.floor(ctx.now().getTime() / 1000) + validSeconds) / step) * step;
  const known = ctx.knownLinkEpoch;
  const epoch = known?.owner === owner ? known.epoch : await findLinkEpoch(ctx.db, owner);
  const sig = keptSignature(await signingKey(ctx), pathname, expires, epoch);
  return `${ctx.config.publicUrl}${pathname}?expires=${expires}&sig=${sig}`;
}

/** Seconds the link has left, or undefined when it was not signed by us, was altered, has expired or was
 * revoked. `ownerId` is the (not yet trusted) owner the path names. */
export async function verifySignedPath(
  ctx: Pick<FilesContext, 'db' | 'now' | 'config'>,
  ownerId: number,
  pathname: string,
  expires: string | undefined,
  sig: string | undefined,
): Promise<number | undefined> {
  if (!expires || !sig || !/^\d{1,12}$/.test(expires)) return undefined;
  const epoch = await findLinkEpoch(ctx.db, ownerId);
  const expected = Buffer.from(signature(await signingKey(ctx), pathname, Number(expires), epoch));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const left = Number(expires) - Math.floor(ctx.now().getTime() / 1000);
  return left > 0 ? left : undefined;
}

/** revoke_links: every link the owner was given before now answers 404; links made afterwards work. */
export async function revokeLinks(ctx: Pick<FilesContext, 'db' | 'now'>, owner: OwnerId): Promise<void> {
  await advanceLinkEpoch(ctx.db, owner);
}

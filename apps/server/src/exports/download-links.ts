// Signed, expiring download links of documents: a quotation's or an invoice's PDF, and exports of a
// filtered list. A link is `${PUBLIC_URL}/api/v3/download/<kind>/<owner>/<key>/<file name>?expires&sig`
// (files/signed-links.ts signs the whole path), so whoever holds it gets that one file of that one owner
// until it expires, without a token: the web opens it in a frame or a new tab, an e-mail can carry it.
// A changed kind, owner, key or file name, or an expired link, answers 404.
//
// An export link also carries its filters, as `q` in the query string; the key in the (signed) path is
// a digest of `q` and a random nonce, so the filters cannot be changed either, and the path stays short.
//
// An export link is made to be fetched at once by the screen that asked for it, so it is short-lived
// (EXPORT_LINK_SECONDS) and opens once: the first open records the link's digest (used-links.repository)
// and any later open answers 410. Its `sig` is then worthless wherever the URL was logged or copied
// (issue 13). A PDF link stays valid for a day and opens any number of times: the web shows it in a
// frame and an e-mail may carry it.
import { createHash, randomBytes } from 'node:crypto';
import type { FilesContext } from '../files/files-context';
import { trustedOwnerId, type OwnerId } from '../db/owner';
import { signedUrl, verifySignedPath } from '../files/signed-links';
import { AppError, notFound } from '../app-error';
import { recordFirstUse } from './used-links.repository';

type Ctx = Pick<FilesContext, 'db' | 'now' | 'config' | 'knownLinkEpoch'>;

/** How long a PDF link stays valid. */
export const DOWNLOAD_LINK_SECONDS = 24 * 60 * 60;
/** How long an export link stays valid (it opens once, too). */
export const EXPORT_LINK_SECONDS = 15 * 60;

export const USED_LINK_MESSAGE = 'This download link has already been used. Export again to get a new link.';

const SAFE = /^[A-Za-z0-9._-]{1,90}$/;
/** An export's key: the digest of its filters (32 hex digits), then its nonce (16). */
const EXPORT_KEY = /^[0-9a-f]{48}$/;

export interface DownloadTarget {
  /** 'quotation' (a PDF), 'quotations' (an export), ... */
  kind: string;
  /** A record id, or the digest of an export's filters. */
  key: string;
  /** The name the browser saves the file under: QUO-000001.pdf, quotations.csv. */
  filename: string;
}

export interface DownloadLink extends DownloadTarget {
  owner: string;
  expires?: string | undefined;
  sig?: string | undefined;
  q?: string | undefined;
}

function pathOf(owner: string, target: DownloadTarget): string {
  return `/api/v3/download/${target.kind}/${owner}/${target.key}/${target.filename}`;
}

function digestOf(query: string): string {
  return createHash('sha256').update(query).digest('hex').slice(0, 32);
}

/** A link to a file made from one record (a document's PDF). */
export function signedDownloadUrl(
  ctx: Ctx,
  owner: OwnerId,
  target: DownloadTarget,
  validSeconds = DOWNLOAD_LINK_SECONDS,
): Promise<string> {
  if (![target.kind, target.key, target.filename].every((part) => SAFE.test(part))) {
    throw new Error(`Unsafe download path: ${target.kind}/${target.key}/${target.filename}`);
  }
  return signedUrl(ctx, owner, pathOf(String(Number(owner)), target), validSeconds);
}

/** A single-use link to an export made from `filters` (which travel in the link, signed with it). The
 * nonce makes every link its own, so using one never spends another asked for in the same minute. */
export async function signedExportUrl(
  ctx: Ctx,
  owner: OwnerId,
  target: Omit<DownloadTarget, 'key'>,
  filters: unknown,
): Promise<string> {
  const q = Buffer.from(JSON.stringify(filters), 'utf8').toString('base64url');
  const key = `${digestOf(q)}${randomBytes(8).toString('hex')}`;
  const url = await signedDownloadUrl(ctx, owner, { ...target, key }, EXPORT_LINK_SECONDS);
  return `${url}&q=${q}`;
}

/** The owner a signed download link was made for; 404 when the link is not ours, altered or expired. */
export async function verifyDownload(ctx: Ctx, link: DownloadLink): Promise<OwnerId> {
  const wellFormed = [link.kind, link.key, link.filename].every((part) => SAFE.test(part));
  if (!/^\d{1,15}$/.test(link.owner) || !wellFormed) throw notFound();
  const secondsLeft = await verifySignedPath(
    ctx,
    Number(link.owner),
    pathOf(link.owner, link),
    link.expires,
    link.sig,
  );
  if (secondsLeft === undefined) throw notFound();
  // The owner in the path is trusted only now that the signature over the whole path is ours.
  return trustedOwnerId(Number(link.owner));
}

/** The owner and filters of a signed export link, which is spent by this call; 404 when the link or its
 * filters were changed or it expired, 410 when it was opened before. */
export async function verifyExportDownload(
  ctx: Ctx,
  link: DownloadLink,
): Promise<{ owner: OwnerId; filters: unknown }> {
  const owner = await verifyDownload(ctx, link);
  if (!link.q || !EXPORT_KEY.test(link.key) || link.key.slice(0, 32) !== digestOf(link.q)) throw notFound();
  let filters: unknown;
  try {
    filters = JSON.parse(Buffer.from(link.q, 'base64url').toString('utf8')) as unknown;
  } catch {
    throw notFound();
  }
  const firstUse = await recordFirstUse(ctx.db, {
    // The signed path and expiry name the link; the digest keeps the signature itself out of the table.
    digest: createHash('sha256')
      .update(`${pathOf(link.owner, link)}\n${link.expires}`)
      .digest('hex'),
    now: ctx.now().toISOString(),
    expiresAt: new Date(Number(link.expires) * 1000).toISOString(),
  });
  if (!firstUse) throw new AppError('gone', USED_LINK_MESSAGE);
  return { owner, filters };
}

// Signed, expiring download links of documents: a quotation's or an invoice's PDF, and exports of a
// filtered list. A link is `${PUBLIC_URL}/api/v3/download/<kind>/<owner>/<key>/<file name>?expires&sig`
// (files/signed-links.ts signs the whole path), so whoever holds it gets that one file of that one owner
// until it expires, without a token: the web opens it in a frame or a new tab, an e-mail can carry it.
// A changed kind, owner, key or file name, or an expired link, answers 404.
//
// An export link also carries its filters, as `q` in the query string; the key in the (signed) path is
// a digest of `q`, so the filters cannot be changed either, and the path stays short.
import { createHash } from 'node:crypto';
import type { AppContext } from '../app-context';
import { trustedOwnerId, type OwnerId } from '../db/owner';
import { signedUrl, verifySignedPath } from '../files/signed-links';
import { notFound } from '../app-error';

type Ctx = Pick<AppContext, 'db' | 'now' | 'config'>;

/** How long a PDF or export link stays valid. */
export const DOWNLOAD_LINK_SECONDS = 24 * 60 * 60;

const SAFE = /^[A-Za-z0-9._-]{1,90}$/;

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
export function signedDownloadUrl(ctx: Ctx, owner: OwnerId, target: DownloadTarget): Promise<string> {
  if (![target.kind, target.key, target.filename].every((part) => SAFE.test(part))) {
    throw new Error(`Unsafe download path: ${target.kind}/${target.key}/${target.filename}`);
  }
  return signedUrl(ctx, owner, pathOf(String(Number(owner)), target), DOWNLOAD_LINK_SECONDS);
}

/** A link to an export made from `filters` (which travel in the link, signed with it). */
export async function signedExportUrl(
  ctx: Ctx,
  owner: OwnerId,
  target: Omit<DownloadTarget, 'key'>,
  filters: unknown,
): Promise<string> {
  const q = Buffer.from(JSON.stringify(filters), 'utf8').toString('base64url');
  const url = await signedDownloadUrl(ctx, owner, { ...target, key: digestOf(q) });
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

/** The owner and filters of a signed export link; 404 when either was changed or the link expired. */
export async function verifyExportDownload(
  ctx: Ctx,
  link: DownloadLink,
): Promise<{ owner: OwnerId; filters: unknown }> {
  const owner = await verifyDownload(ctx, link);
  if (!link.q || digestOf(link.q) !== link.key) throw notFound();
  try {
    return { owner, filters: JSON.parse(Buffer.from(link.q, 'base64url').toString('utf8')) as unknown };
  } catch {
    throw notFound();
  }
}

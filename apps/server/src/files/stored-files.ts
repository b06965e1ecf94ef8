// A stored file is reached by its owner through a signed link: /files/<kind>/<owner id>/<name>. The
// signature covers the whole path, so a link opens that one file of that one owner until it expires; a
// changed kind, owner, name or expiry is answered 404, exactly like a file that does not exist.
import type { FilesContext } from './files-context';
import { trustedOwnerId, type OwnerId } from '../db/owner';
import { notFound } from '../app-error';
import { contentTypeOf, isStoredFileName } from './file-store';
import { reencodeImage, type ImageLimits } from './images';
import { DEFAULT_LINK_SECONDS, signedUrl, verifySignedPath } from './signed-links';

/** Checks and re-encodes an uploaded image (images.ts), then stores it for the owner; answers the stored
 * name. Nothing is stored when the image is refused (415, 413). */
export async function storeImage(
  ctx: Ctx,
  owner: OwnerId,
  data: Buffer,
  limits: ImageLimits,
): Promise<string> {
  const jpeg = await reencodeImage(data, limits);
  return ctx.files.save(owner, jpeg, 'jpg');
}

/** The bytes of the owner's stored file (for a PDF, an e-mail attachment); undefined when missing. */
export function readStoredFile(ctx: Ctx, owner: OwnerId, name: string): Promise<Buffer | undefined> {
  return ctx.files.read(owner, name);
}

export function removeStoredFile(ctx: Ctx, owner: OwnerId, name: string): Promise<void> {
  return ctx.files.remove(owner, name);
}

/** What a file is for; part of the link, so a logo link cannot be turned into an attachment link. */
export const FILE_KINDS = ['logo', 'attachment'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

type Ctx = Pick<FilesContext, 'db' | 'now' | 'config' | 'files' | 'knownLinkEpoch'>;

export function storedFilePath(kind: FileKind, owner: OwnerId, name: string): string {
  return `/files/${kind}/${Number(owner)}/${name}`;
}

/** A link to the owner's stored file that works without a token until it expires. */
export function storedFileUrl(
  ctx: Ctx,
  kind: FileKind,
  owner: OwnerId,
  name: string,
  validSeconds = DEFAULT_LINK_SECONDS,
) {
  return signedUrl(ctx, owner, storedFilePath(kind, owner, name), validSeconds);
}

export interface OpenedFile {
  bytes: Buffer;
  contentType: string;
  /** Seconds the link has left: how long a browser may keep the file. */
  secondsLeft: number;
}

/** The file a signed link points at; 404 for a bad, altered or expired link or a missing file. */
export async function openSignedFile(
  ctx: Ctx,
  link: { kind: string; owner: string; name: string; expires?: string | undefined; sig?: string | undefined },
): Promise<OpenedFile> {
  const kind = FILE_KINDS.find((known) => known === link.kind);
  if (!kind || !/^\d{1,15}$/.test(link.owner) || !isStoredFileName(link.name)) throw notFound();
  // The owner in the path is only trusted once the signature over that path is ours.
  const pathname = `/files/${kind}/${link.owner}/${link.name}`;
  const secondsLeft = await verifySignedPath(ctx, Number(link.owner), pathname, link.expires, link.sig);
  if (secondsLeft === undefined) throw notFound();
  const bytes = await ctx.files.read(trustedOwnerId(Number(link.owner)), link.name);
  if (!bytes) throw notFound();
  return { bytes, contentType: contentTypeOf(link.name), secondsLeft };
}

// Stored files in an S3-compatible bucket (FILES_URL=s3://bucket/prefix, docs/decisions/0336): the same
// FileStore as the disk's, keyed `<prefix>/<owner id>/<name>`, so several app servers on one PostgreSQL
// database serve the same files. Objects are written without an ACL (the bucket's own, private, applies)
// and are only ever read by the server, which streams them through its own signed links (stored-files.ts):
// no object is public and no presigned URL is handed out. Names are checked exactly as on disk, so no
// key is ever built from what a client sent.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { randomBytes } from 'node:crypto';
import type { S3FilesConfig } from '../files-config';
import type { OwnerId } from '../db/owner';
import {
  contentTypeOf,
  FILE_EXTENSIONS,
  parseStoredFileKey,
  storedFileKey,
  type FileStore,
} from './file-store';

/** `listPageSize`: keys asked for per list call (S3's most is 1000; tests page with fewer). */
export function createS3FileStore(settings: S3FilesConfig, listPageSize = 1000): FileStore {
  // The SDK warns once that its releases from 2027 need Node 22: this project pins its version and runs
  // Node 20 (package-lock.json), so the line would only be noise in the server's log and the admin tool.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    // Checksums only where S3 requires them: many S3-compatible stores refuse the SDK's newer defaults.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const root = settings.prefix ? `${settings.prefix}/` : '';
  const Bucket = settings.bucket;
  const keyOf = (owner: OwnerId, name: string) => {
    const key = storedFileKey(owner, name);
    return key === undefined ? undefined : `${root}${key}`;
  };

  async function write(Key: string, name: string, bytes: Buffer): Promise<void> {
    await client.send(new PutObjectCommand({ Bucket, Key, Body: bytes, ContentType: contentTypeOf(name) }));
  }

  return {
    async save(owner, bytes, extension) {
      if (!(extension in FILE_EXTENSIONS)) throw new Error(`Unknown file extension ${extension}`);
      const name = `${randomBytes(16).toString('hex')}.${extension}`;
      const key = keyOf(owner, name);
      if (!key) throw new Error(`Not an owner: ${String(owner)}`);
      await write(key, name, bytes);
      return name;
    },

    async put(owner, name, bytes) {
      const key = keyOf(owner, name);
      if (!key) throw new Error(`Not a stored file's name: ${name}`);
      await write(key, name, bytes);
    },

    async read(owner, name) {
      const Key = keyOf(owner, name);
      if (!Key) return undefined;
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async remove(owner, name) {
      const Key = keyOf(owner, name);
      if (Key) await client.send(new DeleteObjectCommand({ Bucket, Key }));
    },

    async *list() {
      // ListObjects (v1) paged by Marker, the last key seen: every S3-compatible server answers it, while
      // some cannot make v2's continuation tokens. Keys come in order, so a page starts where the last ended.
      let Marker: string | undefined;
      for (;;) {
        const page = await client.send(
          new ListObjectsCommand({ Bucket, Prefix: root, Marker, MaxKeys: listPageSize }),
        );
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
        for (const key of keys) {
          const ref = key.startsWith(root) ? parseStoredFileKey(key.slice(root.length)) : undefined;
          if (ref) yield ref;
        }
        Marker = keys.at(-1);
        if (!page.IsTruncated || Marker === undefined) return;
      }
    },
  };
}

function isMissing(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return failure.name === 'NoSuchKey' || failure.$metadata?.httpStatusCode === 404;
}

// Where stored files are kept (docs/decisions/0336-files-on-s3-compatible-storage.md): the data folder's disk, or an
// S3-compatible bucket named by an `s3://bucket/prefix` address.

/** Where stored files are kept: DATA_DIR/files, or an S3-compatible bucket (FILES_URL). */
export type FilesConfig = { kind: 'disk' } | S3FilesConfig;

export interface S3FilesConfig {
  kind: 's3';
  bucket: string;
  /** Keys start with `<prefix>/` ('' for none). */
  prefix: string;
  /** Another S3-compatible service (MinIO, R2, a local test server); unset: AWS itself. */
  endpoint: string | undefined;
  region: string;
  /** Both unset: the AWS SDK's own chain (environment, instance role). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
}

/** `s3://bucket/some/prefix` -> { bucket, prefix: 'some/prefix' }; undefined when it is not one. */
export function parseS3Url(value: string): { bucket: string; prefix: string } | undefined {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(value);
  if (!match?.[1]) return undefined;
  const prefix = (match[2] ?? '').replace(/^\/+|\/+$/g, '');
  if (prefix.includes('//')) return undefined;
  return { bucket: match[1], prefix };
}

/** The S3 settings of `location` (a FILES_URL, or the admin tool's files:copy --to). */
export function s3FilesConfig(
  location: { bucket: string; prefix: string },
  settings: Omit<S3FilesConfig, 'kind' | 'bucket' | 'prefix'>,
): S3FilesConfig {
  return { kind: 's3', ...location, ...settings };
}

// The app's one file store, picked by the settings: DATA_DIR/files by default, an S3-compatible bucket
// with FILES_URL (docs/decisions/0336).
import type { Config } from '../config';
import { createDiskFileStore, type FileStore } from './file-store';
import { createS3FileStore } from './s3-file-store';

const stores = new Map<string, FileStore>();

/** The one store of the settings (kept, so every app context over the same settings shares it). */
export function fileStoreFor(config: Pick<Config, 'dataDir' | 'files'>): FileStore {
  const key = config.files.kind === 's3' ? JSON.stringify(config.files) : `disk:${config.dataDir}`;
  let store = stores.get(key);
  if (!store) {
    store =
      config.files.kind === 's3' ? createS3FileStore(config.files) : createDiskFileStore(config.dataDir);
    stores.set(key, store);
  }
  return store;
}

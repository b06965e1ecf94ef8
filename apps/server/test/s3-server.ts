// A local S3-compatible server (s3rver) on 127.0.0.1 over a temporary folder, for the tests of files on
// S3 (files/s3-file-store.ts): startS3Server() answers its settings as the app reads them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface TestS3Server {
  bucket: string;
  /** The settings that point the app at this server (with FILES_URL=s3://<bucket>/<prefix>). */
  env: Record<string, string>;
  /** Where s3rver keeps the objects. */
  directory: string;
  close(): Promise<void>;
}

export async function startS3Server(bucket = 'tradebook-test'): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'tradebook-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const address = await server.run();
  return {
    bucket,
    directory,
    env: {
      FILES_S3_ENDPOINT: `http://127.0.0.1:${address.port}`,
      FILES_S3_REGION: 'us-east-1',
      // s3rver's own fixed key pair.
      FILES_S3_ACCESS_KEY_ID: 'S3RVER',
      FILES_S3_SECRET_ACCESS_KEY: 'S3RVER',
      FILES_S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

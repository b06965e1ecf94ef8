// The S3 store against a real S3-compatible server (s3rver, started here on 127.0.0.1).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { S3FilesConfig } from '../files-config';
import { trustedOwnerId } from '../db/owner';
import { startS3Server, type TestS3Server } from '../../test/s3-server';
import type { FileStore } from './file-store';
import { createS3FileStore } from './s3-file-store';

let s3: TestS3Server;
let store: FileStore;
const alice = trustedOwnerId(1);
const bob = trustedOwnerId(2);

beforeAll(async () => {
  s3 = await startS3Server();
  const config = loadConfig({ ...s3.env, FILES_URL: `s3://${s3.bucket}/shop/files` });
  // Two keys a page, so listing has to follow S3's continuation tokens.
  store = createS3FileStore(config.files as S3FilesConfig, 2);
});
afterAll(async () => {
  await s3.close();
});

async function listAll(): Promise<string[]> {
  const keys: string[] = [];
  for await (const ref of store.list()) keys.push(`${Number(ref.owner)}/${ref.name}`);
  return keys.sort();
}

describe('S3 file store', () => {
  it('names files itself, keeps them under the prefix and the owner, and reads them back', async () => {
    const name = await store.save(alice, Buffer.from('jpeg bytes'), 'jpg');
    expect(name).toMatch(/^[a-f0-9]{32}\.jpg$/);
    expect((await store.read(alice, name))?.toString()).toBe('jpeg bytes');
    expect(await listAll()).toContain(`1/${name}`);
  });

  it('never gives one owner’s file to another, and refuses names it did not make', async () => {
    const name = await store.save(alice, Buffer.from('private'), 'pdf');
    expect(await store.read(bob, name)).toBeUndefined();
    await store.remove(bob, name);
    expect((await store.read(alice, name))?.toString()).toBe('private');
    for (const bad of ['../x', `1/${name}`, `${name}/..`, '']) {
      expect(await store.read(alice, bad)).toBeUndefined();
    }
    await expect(store.put(alice, '../escape.jpg', Buffer.from('x'))).rejects.toThrow();
  });

  it('removes a file, and removing it again is not an error', async () => {
    const name = await store.save(bob, Buffer.from('x'), 'png');
    await store.remove(bob, name);
    await store.remove(bob, name);
    expect(await store.read(bob, name)).toBeUndefined();
    expect(await listAll()).not.toContain(`2/${name}`);
  });

  it('lists every file across pages, and put stores under a given name', async () => {
    const names = Array.from({ length: 3 }, (_, i) => `${String(i).repeat(32)}.xml`);
    for (const name of names) await store.put(bob, name, Buffer.from(name));
    const listed = await listAll();
    for (const name of names) expect(listed).toContain(`2/${name}`);
    expect((await store.read(bob, names[0] ?? ''))?.toString()).toBe(names[0]);
  });
});

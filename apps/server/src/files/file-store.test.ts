import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { trustedOwnerId } from '../db/owner';
import { createDiskFileStore } from './file-store';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tradebook-files-'));
const store = createDiskFileStore(dataDir);
const alice = trustedOwnerId(1);
const bob = trustedOwnerId(2);

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('disk file store', () => {
  it('names files itself and keeps them in the owner’s folder', async () => {
    const name = await store.save(alice, Buffer.from('jpeg bytes'), 'jpg');
    expect(name).toMatch(/^[a-f0-9]{32}\.jpg$/);
    expect(fs.readdirSync(path.join(dataDir, 'files', '1'))).toEqual([name]);
    expect((await store.read(alice, name))?.toString()).toBe('jpeg bytes');
  });

  it('never gives one owner’s file to another', async () => {
    const name = await store.save(alice, Buffer.from('private'), 'jpg');
    expect(await store.read(bob, name)).toBeUndefined();
    await store.remove(bob, name);
    expect(await store.read(alice, name)).toBeDefined();
  });

  it('refuses names it did not make, so no path from a client reaches the disk', async () => {
    fs.writeFileSync(path.join(dataDir, 'secret.txt'), 'top secret');
    for (const name of [
      '../secret.txt',
      '../../secret.txt',
      '/etc/passwd',
      'a'.repeat(32) + '.jpg/../x',
      '',
    ]) {
      expect(await store.read(alice, name)).toBeUndefined();
      await store.remove(alice, name);
    }
    expect(fs.existsSync(path.join(dataDir, 'secret.txt'))).toBe(true);
  });

  it('removes a file, and removing it again is not an error', async () => {
    const name = await store.save(alice, Buffer.from('x'), 'png');
    await store.remove(alice, name);
    await store.remove(alice, name);
    expect(await store.read(alice, name)).toBeUndefined();
  });

  it('lists every stored file by owner, leaving out what it did not make, and puts a named file', async () => {
    const carol = trustedOwnerId(3);
    const name = await store.save(carol, Buffer.from('c'), 'pdf');
    await store.put(carol, 'b'.repeat(32) + '.xml', Buffer.from('<x/>'));
    fs.writeFileSync(path.join(dataDir, 'files', '3', 'notes.txt'), 'not ours');
    const listed: string[] = [];
    for await (const ref of store.list()) if (Number(ref.owner) === 3) listed.push(ref.name);
    expect(listed.sort()).toEqual(['b'.repeat(32) + '.xml', name].sort());
    expect((await store.read(carol, 'b'.repeat(32) + '.xml'))?.toString()).toBe('<x/>');
    await expect(store.put(carol, '../x.jpg', Buffer.from('x'))).rejects.toThrow();
  });
});

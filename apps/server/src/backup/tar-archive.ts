// A gzip-compressed tar archive (POSIX ustar), written and read as a stream: what a backup is
// (docs/decisions/0335). Tar rather than ZIP because every entry's size is in its header before its
// bytes, so a reader streams each entry, however large, without a central directory or a scan for
// signatures; any `tar -tzf` lists a backup. Only plain files are written or read: a reader is told each
// entry's name and size and decides what to do with it; nothing here touches a path.
import { once } from 'node:events';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';

const BLOCK = 512;
/** The largest size ustar's 11 octal digits hold; larger ones use the GNU base-256 form. */
const OCTAL_SIZE_LIMIT = 8 ** 11;

export interface TarWriter {
  /** Appends one entry: its bytes come from `chunks` and must add up to `size`. */
  add(name: string, size: number, chunks: AsyncIterable<Buffer> | Buffer[]): Promise<void>;
  /** Ends the archive and closes the file. */
  finish(): Promise<void>;
  /** Stops writing (after a failure); the file is left for the caller to remove. */
  abort(): void;
}

export function createTarWriter(file: string): TarWriter {
  const gzip = zlib.createGzip({ level: 6 });
  const done = pipeline(gzip, fs.createWriteStream(file, { mode: 0o600, flags: 'wx' }));
  // A failure shows at the next write or at finish().
  done.catch(() => undefined);

  async function write(chunk: Buffer): Promise<void> {
    if (!gzip.write(chunk)) await Promise.race([once(gzip, 'drain'), done]);
  }

  return {
    async add(name, size, chunks) {
      await write(header(name, size));
      let written = 0;
      for await (const chunk of chunks) {
        written += chunk.length;
        if (written > size) throw new Error(`${name} grew while it was archived`);
        await write(chunk);
      }
      if (written !== size) throw new Error(`${name} is ${written} bytes, not ${size}`);
      const padding = (BLOCK - (size % BLOCK)) % BLOCK;
      if (padding) await write(Buffer.alloc(padding));
    },
    async finish() {
      gzip.end(Buffer.alloc(BLOCK * 2));
      await done;
    },
    abort() {
      gzip.destroy();
    },
  };
}

function header(name: string, size: number): Buffer {
  const bytes = Buffer.from(name, 'utf8');
  if (bytes.length > 100) throw new Error(`Entry name too long for the archive: ${name}`);
  const block = Buffer.alloc(BLOCK);
  bytes.copy(block, 0);
  block.write('0000600\0', 100, 'ascii');
  block.write('0000000\0', 108, 'ascii');
  block.write('0000000\0', 116, 'ascii');
  writeSize(block, size);
  block.write(
    `${Math.floor(Date.now() / 1000)
      .toString(8)
      .padStart(11, '0')}\0`,
    136,
    'ascii',
  );
  block.write('0', 156, 'ascii');
  block.write('ustar\0', 257, 'ascii');
  block.write('00', 263, 'ascii');
  block.write('        ', 148, 'ascii');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return block;
}

function writeSize(block: Buffer, size: number): void {
  if (size < OCTAL_SIZE_LIMIT) {
    block.write(`${size.toString(8).padStart(11, '0')}\0`, 124, 'ascii');
    return;
  }
  // GNU base-256: the first byte's high bit set, the size big-endian in the field's last 8 bytes.
  block[124] = 0x80;
  block.writeBigUInt64BE(BigInt(size), 128);
}

function readSize(block: Buffer): number {
  if ((block[124] ?? 0) & 0x80) return Number(block.readBigUInt64BE(128));
  return parseInt(block.toString('ascii', 124, 136).replace(/\0.*$/s, '').trim() || '0', 8);
}

function isValidHeader(block: Buffer): boolean {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : (block[i] ?? 0);
  const stored = parseInt(block.toString('ascii', 148, 156).replace(/\0.*$/s, '').trim(), 8);
  return stored === sum && block.toString('ascii', 257, 262) === 'ustar';
}

export interface TarEntrySink {
  write(chunk: Buffer): void | Promise<void>;
  end(): void | Promise<void>;
}

export class TarReadError extends Error {}

/**
 * Reads the archive entry by entry: `onEntry(name, size)` answers where the entry's bytes go, and each
 * sink gets every chunk (awaited, so a slow sink holds the reading back) and then end(). A damaged
 * archive throws TarReadError.
 */
export async function readTar(
  file: string,
  onEntry: (name: string, size: number) => TarEntrySink | Promise<TarEntrySink>,
): Promise<void> {
  let pending = Buffer.alloc(0);
  let sink: TarEntrySink | undefined;
  let left = 0;
  let padding = 0;
  let ended = false;
  const source = fs.createReadStream(file).pipe(zlib.createGunzip());
  try {
    for await (const piece of source as AsyncIterable<Buffer>) {
      let chunk = pending.length ? Buffer.concat([pending, piece]) : piece;
      pending = Buffer.alloc(0);
      while (chunk.length > 0 && !ended) {
        if (sink) {
          const take = Math.min(left, chunk.length);
          if (take > 0) await sink.write(chunk.subarray(0, take));
          chunk = chunk.subarray(take);
          left -= take;
          if (left === 0) {
            await sink.end();
            sink = undefined;
          }
          continue;
        }
        if (padding > 0) {
          const skip = Math.min(padding, chunk.length);
          chunk = chunk.subarray(skip);
          padding -= skip;
          continue;
        }
        if (chunk.length < BLOCK) {
          pending = Buffer.from(chunk);
          break;
        }
        const block = chunk.subarray(0, BLOCK);
        chunk = chunk.subarray(BLOCK);
        if (block.every((byte) => byte === 0)) {
          ended = true;
          break;
        }
        if (!isValidHeader(block)) throw new TarReadError('the archive is damaged (a bad entry header)');
        if (String.fromCharCode(block[156] ?? 0) !== '0')
          throw new TarReadError('the archive holds an entry that is not a plain file');
        const name = block.toString('utf8', 0, 100).replace(/\0.*$/s, '');
        const size = readSize(block);
        sink = await onEntry(name, size);
        left = size;
        padding = (BLOCK - (size % BLOCK)) % BLOCK;
        if (size === 0) {
          await sink.end();
          sink = undefined;
        }
      }
      if (ended) break;
    }
  } catch (error) {
    if (error instanceof Error && 'code' in error && String(error.code).startsWith('Z_'))
      throw new TarReadError(`the archive is damaged (${error.message})`);
    throw error;
  } finally {
    source.destroy();
  }
  if (!ended || sink) throw new TarReadError('the archive ends early: it is incomplete');
}

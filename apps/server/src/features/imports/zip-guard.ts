// An XLSX is a ZIP: before a spreadsheet library opens one, its entries are inflated here once, by
// zlib, with a cap on the total, so a ZIP bomb (a few MB that inflate to gigabytes, whatever sizes it
// declares) is refused in a fraction of a second instead of filling the memory (docs/decisions/0337).
// Only the central directory's fixed fields are read (APPNOTE.TXT 4.3.12 and 4.3.16).
import zlib from 'node:zlib';

/** Far above a spreadsheet of 10,000 rows of 50 columns (about 30 MB of XML). */
export const MAX_INFLATED_BYTES = 40 * 1024 * 1024;
const MAX_ENTRIES = 1000;

const END_OF_DIRECTORY = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

export class ZipRefused extends Error {
  constructor(readonly reason: 'too large' | 'unreadable') {
    super(reason);
  }
}

function inflatedSize(body: Buffer, method: number, budget: number): number {
  if (method === STORED) return body.length;
  if (method !== DEFLATED) throw new ZipRefused('unreadable');
  try {
    return zlib.inflateRawSync(body, { maxOutputLength: budget + 1 }).length;
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new ZipRefused('too large');
    throw new ZipRefused('unreadable');
  }
}

/** The entry names of a ZIP whose entries, inflated, stay under the caps; throws ZipRefused otherwise. */
export function checkZip(data: Buffer): Set<string> {
  const end = data.lastIndexOf(END_OF_DIRECTORY);
  if (end < 0 || end + 22 > data.length) throw new ZipRefused('unreadable');
  const count = data.readUInt16LE(end + 10);
  if (count > MAX_ENTRIES) throw new ZipRefused('too large');
  const first = data.readUInt32LE(end + 16);
  // The sizes the entries declare first: a bomb that admits its size is refused without inflating.
  let declared = 0;
  for (let index = 0, at = first; index < count; index += 1) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== DIRECTORY_ENTRY)
      throw new ZipRefused('unreadable');
    declared += data.readUInt32LE(at + 24);
    if (declared > MAX_INFLATED_BYTES) throw new ZipRefused('too large');
    at += 46 + data.readUInt16LE(at + 28) + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
  // Then the real bytes, in case the declared sizes lie.
  let at = first;
  let budget = MAX_INFLATED_BYTES;
  const names = new Set<string>();
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== DIRECTORY_ENTRY)
      throw new ZipRefused('unreadable');
    const method = data.readUInt16LE(at + 10);
    const compressedSize = data.readUInt32LE(at + 20);
    const nameLength = data.readUInt16LE(at + 28);
    const otherLength = data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
    const local = data.readUInt32LE(at + 42);
    names.add(data.toString('utf8', at + 46, at + 46 + nameLength));
    if (local + 30 > data.length || data.readUInt32LE(local) !== LOCAL_HEADER)
      throw new ZipRefused('unreadable');
    const start = local + 30 + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28);
    if (start + compressedSize > data.length) throw new ZipRefused('unreadable');
    budget -= inflatedSize(data.subarray(start, start + compressedSize), method, budget);
    if (budget < 0) throw new ZipRefused('too large');
    at += 46 + nameLength + otherLength;
  }
  return names;
}

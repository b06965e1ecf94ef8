// ZIP bombs for the import's tests, made with Node's zlib in a fraction of the time a JS deflater takes:
// a workbook whose sheet inflates to `megabytes` of zeros, declaring its real size or lying about it.
import zlib from 'node:zlib';

/** Deflated once per size: both bombs of a test share it. */
const deflated = new Map<Buffer, { compressed: Buffer; crc: number }>();

function entry(name: string, content: Buffer, declaredSize: number) {
  const { compressed, crc } = deflated.get(content) ?? {
    compressed: zlib.deflateRawSync(content, { level: 1 }),
    crc: zlib.crc32(content),
  };
  deflated.set(content, { compressed, crc });
  const nameBytes = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(compressed.length, 18);
  local.writeUInt32LE(declaredSize, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(compressed.length, 20);
  central.writeUInt32LE(declaredSize, 24);
  central.writeUInt16LE(nameBytes.length, 28);
  return {
    local: Buffer.concat([local, nameBytes, compressed]),
    central: Buffer.concat([central, nameBytes]),
  };
}

const sheets = new Map<number, Buffer>();

export function zipBomb(megabytes: number, options: { lie?: boolean } = {}): Buffer {
  const sheet = sheets.get(megabytes) ?? Buffer.alloc(megabytes * 1024 * 1024);
  sheets.set(megabytes, sheet);
  const entries = [
    { name: 'xl/workbook.xml', content: Buffer.from('<workbook/>') },
    { name: 'xl/worksheets/sheet1.xml', content: sheet },
  ].map(({ name, content }) => entry(name, content, options.lie ? 100 : content.length));
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { local, central } of entries) {
    central.writeUInt32LE(offset, 42);
    locals.push(local);
    centrals.push(central);
    offset += local.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

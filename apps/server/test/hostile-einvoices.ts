// Hostile "e-invoices" made on the spot for the tests and the bench (issue 23): PDFs whose embedded files
// or object streams unpack to far more than they weigh (deflate bombs, each layer of FlateDecode
// multiplying the last), PDFs with more filters or embedded files than an e-invoice ever has, and UBL
// files of hundreds of thousands of elements. Nothing here is stored in the repository.
import zlib from 'node:zlib';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream, PDFString } from '@cantoo/pdf-lib';

const MIB = 1024 * 1024;

/** A zlib stream (FlateDecode) of `mebibytes` MiB of zeros, about 1 KB a MiB, made without holding the
 * zeros: one MiB deflated and flushed to a byte boundary, repeated, then a final empty block and the
 * Adler-32 of the zeros ((N mod 65521) << 16 | 1). */
export function deflatedZeros(mebibytes: number): Buffer {
  const block = zlib.deflateRawSync(Buffer.alloc(MIB), { finishFlush: zlib.constants.Z_SYNC_FLUSH });
  const end = zlib.deflateRawSync(Buffer.alloc(0));
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((mebibytes * MIB) % 65521) * 65536 + 1) >>> 0);
  return Buffer.concat([Buffer.from([0x78, 0x9c]), ...Array<Buffer>(mebibytes).fill(block), end, adler]);
}

/** `bytes` deflated `layers` times (the innermost first); with it, [/FlateDecode ...] once per layer. */
function layered(bytes: Buffer, layers: number): Buffer {
  let packed = bytes;
  for (let layer = 1; layer < layers; layer += 1) packed = zlib.deflateSync(packed);
  return packed;
}

async function pdfWith(attach: (doc: PDFDocument) => void): Promise<Buffer> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.addPage([200, 200]);
  attach(doc);
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** Embeds files named `names` whose streams are `contents` with `filters` FlateDecode filters, in the
 * Names tree's EmbeddedFiles, as a Factur-X PDF carries its XML. */
function embed(doc: PDFDocument, names: string[], contents: Buffer, filters: number): void {
  const { context } = doc;
  const entries = names.flatMap((name) => {
    const stream = PDFRawStream.of(
      context.obj({
        Type: 'EmbeddedFile',
        Filter: filters === 1 ? 'FlateDecode' : Array<string>(filters).fill('FlateDecode'),
      }) as PDFDict,
      contents,
    );
    const spec = context.obj({
      Type: 'Filespec',
      F: PDFString.of(name),
      UF: PDFString.of(name),
      EF: { F: context.register(stream) },
    });
    return [PDFString.of(name), context.register(spec)];
  });
  const tree = context.obj({ Names: PDFArray.withContext(context) }) as PDFDict;
  for (const entry of entries) (tree.get(PDFName.of('Names')) as PDFArray).push(entry);
  doc.catalog.set(PDFName.of('Names'), context.obj({ EmbeddedFiles: tree }));
}

/** The attacker's PDF: `files` embedded .xml files, each doubly deflated zeros of `mebibytes` MiB
 * (1 GiB by default: the PDF weighs a few kilobytes). */
export function bombPdf({ files = 4, mebibytes = 1024 } = {}): Promise<Buffer> {
  const contents = layered(deflatedZeros(mebibytes), 2);
  const names = Array.from({ length: files }, (_, index) =>
    index === 0 ? 'factur-x.xml' : `part${index}.xml`,
  );
  return pdfWith((doc) => embed(doc, names, contents, 2));
}

/** A PDF carrying `xml` as factur-x.xml behind `filters` FlateDecode filters. */
export function layeredXmlPdf(xml: Buffer, filters: number): Promise<Buffer> {
  let contents = xml;
  for (let layer = 0; layer < filters; layer += 1) contents = zlib.deflateSync(contents);
  return pdfWith((doc) => embed(doc, ['factur-x.xml'], contents, filters));
}

/** `files` small embedded files (none of them the invoice). */
export function manyFilesPdf(files: number): Promise<Buffer> {
  const names = Array.from({ length: files }, (_, index) => `note${index}.txt`);
  return pdfWith((doc) => embed(doc, names, zlib.deflateSync(Buffer.from('note')), 1));
}

/** A PDF one of whose object streams (read while the PDF is loaded, before any embedded file) unpacks
 * to `mebibytes` MiB of zeros. pdf-lib leaves object streams out of what it writes, so the stream is
 * written as /Type /ObjStX and renamed in the bytes (same length, offsets hold). */
export async function objectStreamBombPdf(mebibytes = 1024): Promise<Buffer> {
  const contents = layered(deflatedZeros(mebibytes), 2);
  const pdf = await pdfWith((doc) => {
    const dict = doc.context.obj({
      Type: 'ObjStX',
      N: PDFNumber.of(1),
      First: PDFNumber.of(4),
      Filter: ['FlateDecode', 'FlateDecode'],
    }) as PDFDict;
    // Referred to from the catalogue: pdf-lib writes only the objects a document reaches.
    doc.catalog.set(PDFName.of('Bomb'), doc.context.register(PDFRawStream.of(dict, contents)));
  });
  const at = pdf.indexOf('/ObjStX');
  pdf.write('/ObjStm', at, 'latin1');
  return pdf;
}

/** A UBL invoice of `elements` elements, 7 bytes each: 700,000 make 4.9 MB, under the 5 MB cap. */
export function manyElementsUbl(elements: number): Buffer {
  return Buffer.from(
    '<?xml version="1.0"?><Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2">' +
      '<Note/>'.repeat(elements - 1) +
      '</Invoice>',
  );
}

// Unpacks the stream of a PDF's embedded file with a running cap (docs/decisions/0323): zlib stops as
// soon as the output passes the cap (maxOutputLength), so a few kilobytes that would unpack to a
// gigabyte cost a few milliseconds. Only FlateDecode is read (every Factur-X / ZUGFeRD writer uses it),
// at most MAX_FILTERS_PER_STREAM layers of it.
import zlib from 'node:zlib';
import { PDFArray, PDFName, type PDFRawStream } from '@cantoo/pdf-lib';
import { MAX_EMBEDDED_XML_BYTES, MAX_FILTERS_PER_STREAM } from './read-limits';
import { EInvoiceReadError, READ_MESSAGES } from './read-messages';

const FLATE = PDFName.of('FlateDecode');

function filtersOf(stream: PDFRawStream): unknown[] {
  const filter = stream.dict.lookup(PDFName.of('Filter'));
  if (filter === undefined) return [];
  if (filter instanceof PDFArray) return filter.asArray().map((entry) => stream.dict.context.lookup(entry));
  return [filter];
}

function inflateCapped(packed: Uint8Array): Buffer {
  try {
    // A stream cut short (no checksum at its end) is read as far as it goes, as PDF readers do.
    return zlib.inflateSync(packed, {
      maxOutputLength: MAX_EMBEDDED_XML_BYTES,
      finishFlush: zlib.constants.Z_SYNC_FLUSH,
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
      throw new EInvoiceReadError('too_large', READ_MESSAGES.unpackedTooLarge);
    }
    throw new EInvoiceReadError('unsupported', READ_MESSAGES.notEInvoice);
  }
}

/** The bytes of an embedded file's stream, unpacked; EInvoiceReadError past a limit. */
export function unpackEmbeddedFile(stream: PDFRawStream): Uint8Array {
  const filters = filtersOf(stream);
  if (filters.length > MAX_FILTERS_PER_STREAM) {
    throw new EInvoiceReadError('unsupported', READ_MESSAGES.tooManyFilters);
  }
  if (filters.some((filter) => filter !== FLATE) || stream.dict.has(PDFName.of('DecodeParms'))) {
    throw new EInvoiceReadError('unsupported', READ_MESSAGES.unknownFilter);
  }
  if (stream.getContentsSize() > MAX_EMBEDDED_XML_BYTES) {
    throw new EInvoiceReadError('too_large', READ_MESSAGES.unpackedTooLarge);
  }
  let bytes: Uint8Array = stream.getContents();
  for (let layer = 0; layer < filters.length; layer += 1) bytes = inflateCapped(bytes);
  return bytes;
}

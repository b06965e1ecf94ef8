// The photo inside a scanned receipt's PDF (docs/decisions/0358): a PDF with no text layer is most often a
// scanner's or a phone app's photo of the receipt, one image a page. Its largest image on the first pages is
// taken out with unpdf (pdf.js decodes it, no canvas needed) and handed to OCR as a PNG.
import sharp from 'sharp';
import { MAX_PDF_PAGES, MAX_RECEIPT_PIXELS } from './receipt-limits';

/** Smaller than this, an image is a logo or a stamp, not the receipt. */
const MIN_RECEIPT_PIXELS = 100_000;

export async function readPdfScannedImage(bytes: Buffer): Promise<Buffer | undefined> {
  const { extractImages, getDocumentProxy } = await import('unpdf');
  // pdf.js skips, without decoding it, any image over the photo limit: a small PDF can name a huge one.
  const document = await getDocumentProxy(new Uint8Array(bytes), { maxImageSize: MAX_RECEIPT_PIXELS });
  try {
    let largest: Awaited<ReturnType<typeof extractImages>>[number] | undefined;
    for (let number = 1; number <= Math.min(document.numPages, MAX_PDF_PAGES); number += 1) {
      for (const image of await extractImages(document, number)) {
        const pixels = image.width * image.height;
        if (pixels < MIN_RECEIPT_PIXELS || pixels > MAX_RECEIPT_PIXELS) continue;
        if (!largest || pixels > largest.width * largest.height) largest = image;
      }
    }
    if (!largest) return undefined;
    const { data, width, height, channels } = largest;
    return await sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
      raw: { width, height, channels },
    })
      .png()
      .toBuffer();
  } finally {
    await document.destroy();
  }
}

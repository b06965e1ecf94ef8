// A receipt photo made ready for OCR (docs/decisions/0358): turned upright by its EXIF orientation,
// greyscale, scaled to a width Tesseract reads well, shadows evened out (the photo divided by a blurred
// copy of itself, its lighting) and the contrast stretched. The small skew of a hand-held photo is
// straightened just before reading (ocr-engine.ts, by the slope of its text lines); a photo on its side or
// upside down is found by reading it turned (read-photo.ts).
import sharp, { type OutputInfo } from 'sharp';
import { MAX_OCR_HEIGHT, MAX_RECEIPT_PIXELS, OCR_WIDTH } from './receipt-limits';

export class NotAPhotoError extends Error {}

/** The photo's lighting: a small, blurred, inverted copy scaled back up. */
async function lightingOf(grey: Buffer, width: number, height: number): Promise<Buffer> {
  const small = await sharp(grey)
    .resize({ width: Math.max(8, Math.round(width / 24)) })
    .blur(2)
    .toBuffer();
  return sharp(small).resize({ width, height, fit: 'fill' }).negate().toBuffer();
}

/** The photo as a greyscale PNG `quarterTurns` × 90° clockwise from upright; NotAPhotoError when sharp
 * cannot read it. */
export async function preparePhoto(bytes: Buffer, quarterTurns = 0): Promise<Buffer> {
  let grey: { data: Buffer; info: OutputInfo };
  try {
    grey = await sharp(bytes, { limitInputPixels: MAX_RECEIPT_PIXELS, failOn: 'error' })
      .autoOrient()
      .rotate(quarterTurns * 90)
      .resize({ width: OCR_WIDTH, height: MAX_OCR_HEIGHT, fit: 'inside', withoutEnlargement: false })
      .greyscale()
      .png({ compressionLevel: 0 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new NotAPhotoError('not a photo');
  }
  const { width, height } = grey.info;
  const lighting = await lightingOf(grey.data, width, height);
  return sharp(grey.data)
    .composite([{ input: lighting, blend: 'colour-dodge' }])
    .greyscale()
    .normalise()
    .png({ compressionLevel: 1 })
    .toBuffer();
}

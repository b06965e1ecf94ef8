// Uploaded images are never kept as sent (docs/reference/files.md 'Rules'): the real format is read from the
// bytes, only PNG and JPEG are accepted, and the picture is decoded and encoded again as a JPEG no larger
// than the kind's limits. Decoding to raw pixels and encoding those drops every piece of metadata (EXIF, GPS,
// comments, embedded thumbnails) and anything hidden after the image data.
import sharp, { type OutputInfo } from 'sharp';
import { AppError } from '../app-error';

export interface ImageLimits {
  /** Longest side of the stored picture, in pixels. */
  maxSide: number;
  /** Largest stored file, in bytes. */
  maxBytes: number;
  /** Largest upload accepted, in bytes. */
  maxInputBytes: number;
}

/** docs/reference/files.md 'Rules' and 'Limits': the logo on documents. */
export const LOGO_LIMITS: ImageLimits = { maxSide: 128, maxBytes: 131_072, maxInputBytes: 10 * 1024 * 1024 };
/** docs/reference/files.md 'Rules': receipts and document attachments. */
export const ATTACHMENT_LIMITS: ImageLimits = {
  maxSide: 1024,
  maxBytes: 524_288,
  maxInputBytes: 10 * 1024 * 1024,
};

/** A decompression bomb (a small file of a huge picture) is refused before it is decoded. */
export const MAX_INPUT_PIXELS = 40_000_000;

export const IMAGE_MESSAGES = {
  unsupported: 'Only PNG or JPEG images are accepted.',
  tooLarge: (bytes: number) =>
    `The image must be at most ${bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${bytes / 1024} KB`}.`,
  tooManyPixels: 'The image is too large: it must be at most 40 megapixels.',
} as const;

const ACCEPTED_FORMATS = new Set(['png', 'jpeg']);
// Quality 90 down to 10 in steps of 5, as the browser does (docs/reference/files.md 'Rules').
const QUALITIES = Array.from({ length: 17 }, (_, step) => 90 - step * 5);
const WHITE = { r: 255, g: 255, b: 255 };

function isPixelLimitError(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}

/** The bytes of a PNG or JPEG, re-encoded as a JPEG within `limits`. Throws AppError 415 for anything
 * that is not a whole PNG or JPEG (a renamed text file, an SVG, a truncated file), 413 when too big. */
export async function reencodeImage(input: Buffer, limits: ImageLimits): Promise<Buffer> {
  if (input.length > limits.maxInputBytes) {
    throw new AppError('payload_too_large', IMAGE_MESSAGES.tooLarge(limits.maxInputBytes));
  }
  // 'truncated' makes a cut-off JPEG or PNG an error rather than a picture with a grey bottom half.
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' as const };
  let pixels: { data: Buffer; info: OutputInfo };
  try {
    const { format } = await sharp(input, options).metadata();
    if (!format || !ACCEPTED_FORMATS.has(format))
      throw new AppError('unsupported_media_type', IMAGE_MESSAGES.unsupported);
    pixels = await sharp(input, options)
      .rotate() // applies the EXIF orientation before the EXIF block is dropped
      .resize(limits.maxSide, limits.maxSide, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: WHITE }) // JPEG has no transparency: transparent logos sit on white paper
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (isPixelLimitError(error)) throw new AppError('payload_too_large', IMAGE_MESSAGES.tooManyPixels);
    throw new AppError('unsupported_media_type', IMAGE_MESSAGES.unsupported);
  }

  const { width, height, channels } = pixels.info;
  for (const quality of QUALITIES) {
    const jpeg = await sharp(pixels.data, { raw: { width, height, channels } })
      .jpeg({ quality, mozjpeg: true })
      .toBuffer();
    if (jpeg.length <= limits.maxBytes) return jpeg;
  }
  throw new AppError('payload_too_large', IMAGE_MESSAGES.tooLarge(limits.maxBytes));
}

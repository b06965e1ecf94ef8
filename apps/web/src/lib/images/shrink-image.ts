// Images are made small in the browser before they are sent (docs/reference/files.md 'Rules' for logos,
// docs/reference/files.md 'Rules' for attachments): the longest side scaled down to a limit, re-encoded as
// JPEG from quality 0.9 down in fixed steps until the file fits or the quality reaches 0.1. The server checks
// and re-encodes every image again whatever the browser did; this only spares the upload.

export interface ShrinkOptions {
  /** Longest side in pixels (never enlarged). */
  maxSide: number;
  /** The size the JPEG should fit in. */
  maxBytes: number;
  /** How much the quality drops each try: 0.05 (logos, documents) or 0.1 (expenses). */
  qualityStep: number;
  /** Accepted MIME types; anything else is refused before it is read. Default PNG and JPEG. */
  accept?: readonly string[];
}

export type ShrinkFailure = 'type' | 'read' | 'decode' | 'encode';

export class ImageShrinkError extends Error {
  constructor(readonly reason: ShrinkFailure) {
    super(`Image could not be processed (${reason}).`);
  }
}

export const PNG_OR_JPEG: readonly string[] = ['image/png', 'image/jpeg', 'image/jpg', 'image/pjpeg'];

const START_QUALITY = 0.9;
const MIN_QUALITY = 0.1;

/** Width and height scaled so the longest side is at most `maxSide`; never enlarged; at least 1 px. */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** 0.9, 0.85, ... 0.1 for step 0.05: computed from whole steps, so no float drift adds or skips one. */
export function qualitySteps(step: number): number[] {
  const count = Math.round((START_QUALITY - MIN_QUALITY) / step);
  return Array.from({ length: count + 1 }, (_, index) =>
    Number((START_QUALITY - index * step).toFixed(4)),
  ).filter((quality) => quality >= MIN_QUALITY - 1e-9);
}

/** The first encoding, from the highest quality down, that fits in `maxBytes`; the last one tried (0.1)
 * when none does. Throws when the encoder gives nothing. */
export async function encodeWithinLimit(
  encode: (quality: number) => Promise<Blob | null>,
  maxBytes: number,
  qualities: readonly number[],
): Promise<Blob> {
  let last: Blob | null = null;
  for (const quality of qualities) {
    last = await encode(quality);
    if (!last) throw new ImageShrinkError('encode');
    if (last.size <= maxBytes) return last;
  }
  if (!last) throw new ImageShrinkError('encode');
  return last;
}

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new ImageShrinkError('read'));
    reader.onerror = () => reject(new ImageShrinkError('read'));
    reader.readAsDataURL(file);
  });
}

function loadImage(source: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new ImageShrinkError('decode'));
    image.src = source;
  });
}

/** The file as a JPEG within the options' limits; throws ImageShrinkError saying which step failed. */
export async function shrinkImage(file: Blob, options: ShrinkOptions): Promise<Blob> {
  const accept = options.accept ?? PNG_OR_JPEG;
  if (!accept.includes(file.type.toLowerCase())) throw new ImageShrinkError('type');
  const image = await loadImage(await readAsDataUrl(file));
  const { width, height } = fitWithin(image.naturalWidth, image.naturalHeight, options.maxSide);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new ImageShrinkError('encode');
  // JPEG has no transparency: transparent parts sit on white, as on paper.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, 0, 0, width, height);
  return encodeWithinLimit(
    (quality) => new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality)),
    options.maxBytes,
    qualitySteps(options.qualityStep),
  );
}

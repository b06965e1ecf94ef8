// The logo is made small in the browser before it is sent (spec 000 sections 5 and 9): longest side at
// most 128 px, JPEG from quality 0.9 down in steps of 0.05 until it is at most 131072 bytes or the
// quality reaches 0.1. The server checks and re-encodes it again whatever the browser did.
export const LOGO_MAX_SIDE = 128;
export const LOGO_MAX_BYTES = 131_072;

export const LOGO_MESSAGES = {
  process: 'Failed to process the logo image.',
  read: 'Failed to read the file.',
} as const;

export class LogoError extends Error {}

/** Width and height scaled so the longest side is at most `maxSide`; never enlarged; at least 1 px. */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** 0.9, 0.85, ... 0.1, computed from whole steps so no float drift adds a step. */
export const LOGO_QUALITIES: readonly number[] = Array.from({ length: 17 }, (_, step) => (18 - step) / 20);

/** The first encoding, from the highest quality down, that fits in `maxBytes`; the last one tried (0.1)
 * when none does. Throws when the encoder gives nothing. */
export async function encodeWithinLimit(
  encode: (quality: number) => Promise<Blob | null>,
  maxBytes: number,
): Promise<Blob> {
  let last: Blob | null = null;
  for (const quality of LOGO_QUALITIES) {
    last = await encode(quality);
    if (!last) throw new LogoError(LOGO_MESSAGES.process);
    if (last.size <= maxBytes) return last;
  }
  if (!last) throw new LogoError(LOGO_MESSAGES.process);
  return last;
}

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new LogoError(LOGO_MESSAGES.read));
    reader.onerror = () => reject(new LogoError(LOGO_MESSAGES.read));
    reader.readAsDataURL(file);
  });
}

function loadImage(source: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new LogoError(LOGO_MESSAGES.process));
    image.src = source;
  });
}

/** The chosen file as a JPEG of at most 128 px; throws LogoError with one of the spec's two messages. */
export async function resizeLogo(file: Blob): Promise<Blob> {
  const source = await readAsDataUrl(file);
  try {
    const image = await loadImage(source);
    const { width, height } = fitWithin(image.naturalWidth, image.naturalHeight, LOGO_MAX_SIDE);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new LogoError(LOGO_MESSAGES.process);
    // JPEG has no transparency: a transparent logo sits on white, as on paper.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(image, 0, 0, width, height);
    return await encodeWithinLimit(
      (quality) => new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality)),
      LOGO_MAX_BYTES,
    );
  } catch (error) {
    if (error instanceof LogoError) throw error;
    throw new LogoError(LOGO_MESSAGES.process);
  }
}

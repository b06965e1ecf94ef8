import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../app-error';
import { ATTACHMENT_LIMITS, IMAGE_MESSAGES, LOGO_LIMITS, reencodeImage } from './images';

/** A photo-like picture: random pixels compress badly, so it is a hard case for the size limit. */
async function noisyImage(width: number, height: number, format: 'png' | 'jpeg'): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919 + ((i / 3) | 0) * 104_729) % 251;
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 95 }).toBuffer();
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('reencodeImage', () => {
  it('turns a large PNG into a JPEG whose longest side is 128 px and size at most 131072 bytes', async () => {
    const out = await reencodeImage(await noisyImage(3000, 2000, 'png'), LOGO_LIMITS);
    const meta = await sharp(out).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width).toBe(128);
    expect(meta.height).toBe(85);
    expect(out.length).toBeLessThanOrEqual(131_072);
  });

  it('keeps attachments within 1024 px and 524288 bytes', async () => {
    const out = await reencodeImage(await noisyImage(2400, 3200, 'jpeg'), ATTACHMENT_LIMITS);
    const meta = await sharp(out).metadata();
    expect(meta.format).toBe('jpeg');
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(1024);
    expect(out.length).toBeLessThanOrEqual(524_288);
  });

  it('never enlarges a small picture', async () => {
    const out = await reencodeImage(await noisyImage(40, 20, 'png'), LOGO_LIMITS);
    const meta = await sharp(out).metadata();
    expect([meta.width, meta.height]).toEqual([40, 20]);
  });

  it('drops the EXIF metadata after applying its orientation', async () => {
    // 200 x 100 stored, EXIF orientation 6 (rotate 90° clockwise to display), with a camera comment.
    const withExif = await sharp(await noisyImage(200, 100, 'jpeg'))
      .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'SecretCam', Copyright: 'GPS 51.5,-0.1' } } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const out = await reencodeImage(withExif, LOGO_LIMITS);
    const meta = await sharp(out).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([64, 128]);
    expect(out.includes(Buffer.from('SecretCam'))).toBe(false);
  });

  it('puts a transparent PNG on a white background', async () => {
    const transparent = await sharp({
      create: { width: 10, height: 10, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const { data } = await sharp(await reencodeImage(transparent, LOGO_LIMITS))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(Math.min(...data)).toBeGreaterThan(245);
  });

  it('refuses a text file, whatever its name says, with 415', async () => {
    const error = await refusal(reencodeImage(Buffer.from('just some text, saved as logo.png'), LOGO_LIMITS));
    expect(error.statusCode).toBe(415);
    expect(error.messages).toBe(IMAGE_MESSAGES.unsupported);
  });

  it('refuses an SVG with 415', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64"/></svg>',
    );
    expect((await refusal(reencodeImage(svg, LOGO_LIMITS))).statusCode).toBe(415);
  });

  it('refuses a GIF with 415', async () => {
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
      .gif()
      .toBuffer();
    expect((await refusal(reencodeImage(gif, LOGO_LIMITS))).statusCode).toBe(415);
  });

  it('refuses a truncated JPEG and a truncated PNG with 415', async () => {
    const jpeg = await noisyImage(600, 400, 'jpeg');
    const png = await noisyImage(600, 400, 'png');
    const cutJpeg = jpeg.subarray(0, jpeg.length / 2);
    const cutPng = png.subarray(0, png.length / 2);
    expect((await refusal(reencodeImage(cutJpeg, LOGO_LIMITS))).statusCode).toBe(415);
    expect((await refusal(reencodeImage(cutPng, LOGO_LIMITS))).statusCode).toBe(415);
  });

  it('refuses a file over the size limit with 413 before reading it', async () => {
    const error = await refusal(reencodeImage(Buffer.alloc(LOGO_LIMITS.maxInputBytes + 1), LOGO_LIMITS));
    expect(error.statusCode).toBe(413);
    expect(error.messages).toBe('The image must be at most 10 MB.');
  });

  it('refuses a picture of more than 40 megapixels with 413 (a decompression bomb)', async () => {
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(LOGO_LIMITS.maxInputBytes);
    const error = await refusal(reencodeImage(bomb, LOGO_LIMITS));
    expect(error.statusCode).toBe(413);
  });
});

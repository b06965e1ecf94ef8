import { describe, expect, it } from 'vitest';
import { encodeWithinLimit, fitWithin, ImageShrinkError, qualitySteps, shrinkImage } from './shrink-image';

describe('shrink image', () => {
  it('scales the longest side down to the limit and never enlarges', () => {
    expect(fitWithin(4000, 3000, 1024)).toEqual({ width: 1024, height: 768 });
    expect(fitWithin(600, 2400, 1024)).toEqual({ width: 256, height: 1024 });
    expect(fitWithin(800, 600, 1024)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(5000, 1, 1024)).toEqual({ width: 1024, height: 1 });
  });

  it('lowers the quality from 0.9 to 0.1 in the given steps', () => {
    const fine = qualitySteps(0.05);
    expect(fine).toHaveLength(17);
    expect(fine[0]).toBe(0.9);
    expect(fine[1]).toBe(0.85);
    expect(fine.at(-1)).toBe(0.1);
    expect(qualitySteps(0.1)).toEqual([0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.1]);
  });

  it('keeps the first encoding that fits, else the last one tried', async () => {
    const tried: number[] = [];
    const encode = async (quality: number) => {
      tried.push(quality);
      return new Blob([new Uint8Array(Math.round(quality * 1000))]);
    };
    const fitting = await encodeWithinLimit(encode, 800, qualitySteps(0.05));
    expect(fitting.size).toBe(800);
    expect(tried).toEqual([0.9, 0.85, 0.8]);

    tried.length = 0;
    const smallest = await encodeWithinLimit(encode, 10, qualitySteps(0.05));
    expect(smallest.size).toBe(100);
    expect(tried.at(-1)).toBe(0.1);
  });

  it('refuses a file that is not PNG or JPEG before reading it', async () => {
    const gif = new Blob(['GIF89a'], { type: 'image/gif' });
    await expect(
      shrinkImage(gif, { maxSide: 1024, maxBytes: 524_288, qualityStep: 0.05 }),
    ).rejects.toBeInstanceOf(ImageShrinkError);
  });

  it('fails when the encoder gives nothing', async () => {
    await expect(encodeWithinLimit(async () => null, 100, [0.9])).rejects.toBeInstanceOf(ImageShrinkError);
  });
});

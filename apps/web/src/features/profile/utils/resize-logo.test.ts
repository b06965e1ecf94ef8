import { describe, expect, it } from 'vitest';
import { encodeWithinLimit, fitWithin, LOGO_QUALITIES, LOGO_MESSAGES, LogoError } from './resize-logo';

describe('fitWithin', () => {
  it('scales the longest side down to 128 px, keeping the proportions', () => {
    expect(fitWithin(3000, 2000, 128)).toEqual({ width: 128, height: 85 });
    expect(fitWithin(500, 1000, 128)).toEqual({ width: 64, height: 128 });
  });

  it('never enlarges a small picture and never gives 0 px', () => {
    expect(fitWithin(100, 40, 128)).toEqual({ width: 100, height: 40 });
    expect(fitWithin(10_000, 10, 128)).toEqual({ width: 128, height: 1 });
  });
});

describe('encodeWithinLimit', () => {
  it('tries quality 0.9 down to 0.1 in steps of 0.05', () => {
    expect(LOGO_QUALITIES[0]).toBe(0.9);
    expect(LOGO_QUALITIES.at(-1)).toBe(0.1);
    expect(LOGO_QUALITIES).toHaveLength(17);
    LOGO_QUALITIES.slice(1).forEach((quality, index) =>
      expect(LOGO_QUALITIES[index]! - quality).toBeCloseTo(0.05, 10),
    );
  });

  it('keeps the first encoding that fits', async () => {
    const tried: number[] = [];
    // A pretend encoder whose output shrinks with the quality: 1000 bytes per 0.05 step.
    const blob = await encodeWithinLimit(async (quality) => {
      tried.push(quality);
      return new Blob([new Uint8Array(Math.round(quality * 20_000))]);
    }, 12_000);
    expect(tried).toEqual([0.9, 0.85, 0.8, 0.75, 0.7, 0.65, 0.6]);
    expect(blob.size).toBe(12_000);
  });

  it('stops at quality 0.1 when nothing fits, giving the smallest encoding', async () => {
    const tried: number[] = [];
    const blob = await encodeWithinLimit(async (quality) => {
      tried.push(quality);
      return new Blob([new Uint8Array(200_000 + Math.round(quality * 1000))]);
    }, 131_072);
    expect(tried).toEqual(LOGO_QUALITIES);
    expect(blob.size).toBe(200_100);
  });

  it("fails with 'Failed to process the logo image.' when the browser cannot encode", async () => {
    const failure = encodeWithinLimit(async () => null, 131_072);
    await expect(failure).rejects.toBeInstanceOf(LogoError);
    await expect(failure).rejects.toThrow(LOGO_MESSAGES.process);
  });
});

import { describe, expect, it } from 'vitest';
import { qualitySteps } from './shrink-image';
import { LOGO_MESSAGES, LOGO_OPTIONS, LogoError, resizeLogo } from './resize-logo';

describe('resizeLogo', () => {
  it('asks for the spec limits: 128 px, 131072 bytes, quality 0.9 down to 0.1 in 0.05 steps', () => {
    expect(LOGO_OPTIONS.maxSide).toBe(128);
    expect(LOGO_OPTIONS.maxBytes).toBe(131_072);
    const qualities = qualitySteps(LOGO_OPTIONS.qualityStep);
    expect(qualities[0]).toBe(0.9);
    expect(qualities.at(-1)).toBe(0.1);
    expect(qualities).toHaveLength(17);
  });

  it("refuses a file that is not a PNG or JPEG with 'Failed to process the logo image.'", async () => {
    const failure = resizeLogo(new Blob(['not an image'], { type: 'text/plain' }));
    await expect(failure).rejects.toBeInstanceOf(LogoError);
    await expect(failure).rejects.toThrow(LOGO_MESSAGES.process);
  });
});

// The logo is made small in the browser before it is sent (docs/reference/profile.md 'Rules' and 'Limits'):
// longest side at most 128 px, JPEG from quality 0.9 down in steps of 0.05 until it is at most 131072 bytes
// or the quality reaches 0.1. The shared shrinkImage does the work; this maps its failures to the spec's two
// messages. The server checks and re-encodes the logo again whatever the browser did.
import { ImageShrinkError, shrinkImage, type ShrinkOptions } from './shrink-image';

export const LOGO_OPTIONS: ShrinkOptions = { maxSide: 128, maxBytes: 131_072, qualityStep: 0.05 };

export const LOGO_MESSAGES = {
  process: 'Failed to process the logo image.',
  read: 'Failed to read the file.',
} as const;

export class LogoError extends Error {}

/** The chosen file as a JPEG of at most 128 px; throws LogoError with one of the spec's two messages. */
export async function resizeLogo(file: Blob): Promise<Blob> {
  try {
    return await shrinkImage(file, LOGO_OPTIONS);
  } catch (error) {
    const unreadable = error instanceof ImageShrinkError && error.reason === 'read';
    throw new LogoError(unreadable ? LOGO_MESSAGES.read : LOGO_MESSAGES.process);
  }
}

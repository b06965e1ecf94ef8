// OCR of a receipt photo (docs/decisions/0358): read upright first; a reading with little confidence or no
// amount in it is tried a quarter turn either way and upside down, and the most confident reading kept.
import { recogniseText, type OcrText } from './ocr-engine';
import { preparePhoto } from './prepare-photo';

/** Below this mean confidence (0-100), or with no amount read, the photo may be on its side. */
const UPRIGHT_ENOUGH = 45;
const hasAmount = (text: string) => /\d[.,]\d{2}\b/.test(text);

export async function readPhoto(bytes: Buffer): Promise<OcrText> {
  let best = await recogniseText(await preparePhoto(bytes));
  if (best.confidence >= UPRIGHT_ENOUGH && hasAmount(best.text)) return best;
  for (const turns of [1, 3, 2]) {
    const read = await recogniseText(await preparePhoto(bytes, turns));
    if (read.confidence > best.confidence) best = read;
    if (best.confidence >= UPRIGHT_ENOUGH && hasAmount(best.text)) break;
  }
  return best;
}

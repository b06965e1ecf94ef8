// The OCR engine of a reading thread (docs/decisions/0358): Tesseract (tesseract.js, WebAssembly) with its
// English data from the @tesseract.js-data/eng package and its core from tesseract.js-core, both read from
// node_modules: nothing is fetched, no cache is written. One engine a thread, made at its first receipt.
import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, type Worker } from 'tesseract.js';

const requireHere = createRequire(import.meta.url);
/** The 'best_int' English model: the one Tesseract's authors tune for speed at the same accuracy. */
const LANG_PATH = path.join(
  path.dirname(requireHere.resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);

let engine: Promise<Worker> | undefined;

function engineOf(): Promise<Worker> {
  engine ??= createWorker('eng', OEM.LSTM_ONLY, {
    langPath: LANG_PATH,
    cacheMethod: 'none',
    gzip: true,
  });
  return engine;
}

export interface OcrText {
  text: string;
  /** Tesseract's mean word confidence, 0 to 100. */
  confidence: number;
}

/** The text of a prepared (upright, greyscale) image. `rotateAuto` deskews it first: Tesseract measures
 * the slope of its text lines and the image is turned straight by that angle before it is read. */
export async function recogniseText(png: Buffer): Promise<OcrText> {
  const worker = await engineOf();
  const { data } = await worker.recognize(png, { rotateAuto: true }, { text: true });
  return { text: data.text, confidence: data.confidence };
}

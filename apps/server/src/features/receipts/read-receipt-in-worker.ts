// One task of a receipt-reading thread (receipt-pool.ts): a receipt's bytes in, its text out. A PDF's
// text layer is read as it is (a scanned PDF's photo when it has none); a photo is prepared and read by OCR (read-photo.ts). The thread first
// says it has started, so the time limit counts from there; refusals are answered as data.
import type { MessagePort } from 'node:worker_threads';
import { readPdfScannedImage } from './pdf-scanned-image';
import { readPdfText } from './pdf-text-layer';
import { NotAPhotoError } from './prepare-photo';
import { readPhoto } from './read-photo';
import { MAX_RECEIPT_TEXT } from './receipt-limits';

export interface ReceiptTask {
  bytes: Uint8Array;
  started: MessagePort;
}

export type ReceiptText =
  | { ok: true; source: 'pdf_text' | 'ocr'; text: string; confidence: number }
  | { ok: false; kind: 'unsupported' | 'no_text' };

const isPdf = (bytes: Buffer) => bytes.subarray(0, 1024).includes('%PDF-');

export default async function readReceiptInWorker(task: ReceiptTask): Promise<ReceiptText> {
  task.started.postMessage('started');
  task.started.close();
  const bytes = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength);
  if (isPdf(bytes)) {
    let text: string;
    try {
      text = await readPdfText(bytes);
    } catch {
      return { ok: false, kind: 'unsupported' };
    }
    if (/\d/.test(text)) {
      return { ok: true, source: 'pdf_text', text: text.slice(0, MAX_RECEIPT_TEXT), confidence: 100 };
    }
    // No text layer: a scanned receipt, read from its photo.
    const scanned = await readPdfScannedImage(bytes).catch(() => undefined);
    if (!scanned) return { ok: false, kind: 'no_text' };
    const { text: read, confidence } = await readPhoto(scanned);
    return { ok: true, source: 'ocr', text: read.slice(0, MAX_RECEIPT_TEXT), confidence };
  }
  try {
    const { text, confidence } = await readPhoto(bytes);
    return { ok: true, source: 'ocr', text: text.slice(0, MAX_RECEIPT_TEXT), confidence };
  } catch (error) {
    if (error instanceof NotAPhotoError) return { ok: false, kind: 'unsupported' };
    throw error;
  }
}

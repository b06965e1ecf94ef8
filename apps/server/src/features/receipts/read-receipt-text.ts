// A receipt file to what it says (docs/decisions/0358), best source first: an e-invoice's XML (a
// Factur-X / ZUGFeRD PDF or the XML itself, read by the e-invoice reader of docs/decisions/0321 and 0323),
// else a PDF's text layer, else OCR of the photo; the last two in the receipt-reading threads.
import { AppError } from '../../app-error';
import { EInvoiceReadError, readEInvoice } from '../einvoices/engine/read-einvoice';
import { parseReceiptText, type ReceiptReading } from './parse-receipt-text';
import { RECEIPT_MESSAGES as M } from './receipt-messages';
import { readReceiptInPool } from './receipt-pool';

export interface ReceiptRead {
  source: 'einvoice' | 'pdf_text' | 'ocr';
  reading: ReceiptReading;
  text: string;
}

const isPdf = (bytes: Buffer) => bytes.subarray(0, 1024).includes('%PDF-');
const isXml = (bytes: Buffer) => /^\s*(\uFEFF)?</.test(bytes.subarray(0, 64).toString('utf8'));
const sure = <T>(value: T) => ({ value, confidence: 1 });

async function readAsEInvoice(bytes: Buffer): Promise<ReceiptRead | undefined> {
  try {
    const read = await readEInvoice(bytes);
    const rate = read.netMinor > 0 ? Math.round((read.vatMinor / read.netMinor) * 10_000) / 100 : null;
    return {
      source: 'einvoice',
      text: '',
      reading: {
        vendor: sure(read.vendor),
        date: sure(read.issueDate),
        totalMinor: sure(read.totalMinor),
        netMinor: sure(read.netMinor),
        vatMinor: sure(read.vatMinor),
        vatRate: rate === null ? { value: null, confidence: 0 } : { value: rate, confidence: 0.8 },
        currencyCode: sure(read.currency),
      },
    };
  } catch (error) {
    if (error instanceof EInvoiceReadError) return undefined;
    throw error;
  }
}

export async function readReceiptText(bytes: Buffer, dayFirst: boolean): Promise<ReceiptRead> {
  if (isPdf(bytes) || isXml(bytes)) {
    const einvoice = await readAsEInvoice(bytes);
    if (einvoice) return einvoice;
    if (!isPdf(bytes)) throw new AppError('unsupported_media_type', M.notReceipt);
  }
  const answer = await readReceiptInPool(bytes);
  if (!answer.ok) {
    if (answer.kind === 'busy') throw new AppError('unavailable', M.busy);
    if (answer.kind === 'too_slow') throw new AppError('payload_too_large', M.tooSlow);
    if (answer.kind === 'no_text') throw new AppError('validation', [M.noText]);
    throw new AppError('unsupported_media_type', M.notReceipt);
  }
  return {
    source: answer.source,
    text: answer.text,
    reading: parseReceiptText(answer.text, answer.confidence, dayFirst),
  };
}

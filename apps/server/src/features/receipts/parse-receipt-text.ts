// What a receipt's text says (docs/decisions/0358): the vendor, date, total, VAT amount and rate, and
// currency, each with a confidence from 0 to 1 (how it was found, times how sure the OCR was). Pure: the
// text in, the proposal out.
import { amountsIn, rateIn } from './receipt-amounts';
import { datesIn } from './receipt-dates';

export interface Read<T> {
  value: T | null;
  confidence: number;
}

export interface ReceiptReading {
  vendor: Read<string>;
  date: Read<string>;
  totalMinor: Read<number>;
  netMinor: Read<number>;
  vatMinor: Read<number>;
  vatRate: Read<number>;
  currencyCode: Read<string>;
}

const none = <T>(): Read<T> => ({ value: null, confidence: 0 });
const round2 = (n: number) => Math.round(n * 100) / 100;

const TOTAL = /\b(grand\s*total|total\s*due|amount\s*due|balance\s*due|to\s*pay|total)\b/i;
const STRONG_TOTAL = /\b(grand\s*total|total\s*due|amount\s*due|balance\s*due|to\s*pay)\b/i;
const SUBTOTAL = /sub\s*-?\s*total/i;
const NOT_TOTAL = /\b(net|vat|tax|gst|items?|qty|saving|discount|change|tendered|cash)\b/i;
const VAT = /\b(vat|tax|gst|mwst|tva|iva)\b/i;
const NET = /\b(sub\s*-?\s*total|net|excl)/i;
const NOT_VENDOR =
  /\b(receipt|invoice|welcome|tel|phone|date|time|vat\s*(no|reg)|www\.|thank|order|table|till|cashier|server)\b/i;

const CURRENCIES: Array<[RegExp, string]> = [
  [/£|\bGBP\b/, 'GBP'],
  [/€|\bEUR\b/, 'EUR'],
  [/\bCHF\b/, 'CHF'],
  [/\bCAD\b|C\$/, 'CAD'],
  [/\bAUD\b|A\$/, 'AUD'],
  [/\bUSD\b|US\$/, 'USD'],
  [/\$/, 'USD'],
];

function findVendor(lines: string[], ocr: number): Read<string> {
  for (const [index, line] of lines.slice(0, 6).entries()) {
    const letters = line.replace(/[^A-Za-z]/g, '').length;
    if (letters < 3 || letters / line.replace(/\s/g, '').length < 0.6 || NOT_VENDOR.test(line)) continue;
    if (amountsIn(line).length > 0 || datesIn(line).length > 0) continue;
    const value = line
      .replace(/[^\p{L}\p{N}&'.,\- ]/gu, '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 200);
    if (value) return { value, confidence: round2(ocr * (index === 0 ? 0.9 : 0.7)) };
  }
  return none();
}

function findDate(lines: string[], ocr: number, dayFirst: boolean): Read<string> {
  for (const line of lines) {
    const [date] = datesIn(line, dayFirst);
    if (date) return { value: date, confidence: round2(ocr * (/date/i.test(line) ? 0.95 : 0.85)) };
  }
  return none();
}

function lastAmount(line: string): number | undefined {
  return amountsIn(line).at(-1);
}

function findTotal(lines: string[], ocr: number): Read<number> {
  const labelled = lines.filter(
    (line) => TOTAL.test(line) && !SUBTOTAL.test(line) && !NOT_TOTAL.test(line.replace(TOTAL, '')),
  );
  const strong = labelled.filter((line) => STRONG_TOTAL.test(line));
  for (const line of [...strong, ...labelled]) {
    const amount = lastAmount(line);
    if (amount !== undefined && amount > 0) return { value: amount, confidence: round2(ocr * 0.95) };
  }
  const all = lines.flatMap((line) => amountsIn(line)).filter((amount) => amount > 0);
  return all.length > 0 ? { value: Math.max(...all), confidence: round2(ocr * 0.4) } : none();
}

function findLabelled(lines: string[], label: RegExp, except: RegExp | undefined, ocr: number) {
  for (const line of lines) {
    if (!label.test(line) || (except && except.test(line))) continue;
    const amount = lastAmount(line);
    if (amount !== undefined) return { line, amount: { value: amount, confidence: round2(ocr * 0.9) } };
  }
  return undefined;
}

function findCurrency(text: string): Read<string> {
  for (const [pattern, code] of CURRENCIES) if (pattern.test(text)) return { value: code, confidence: 0.8 };
  return none();
}

/** Reads `text` (a receipt's OCR or PDF text); `ocrConfidence` 0-100. */
export function parseReceiptText(text: string, ocrConfidence: number, dayFirst = true): ReceiptReading {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
  const ocr = Math.max(0, Math.min(100, ocrConfidence)) / 100;
  const total = findTotal(lines, ocr);
  const vat = findLabelled(lines, VAT, /\b(vat|tax)\s*(no|reg|number|id)\b/i, ocr);
  const net = findLabelled(lines, NET, VAT, ocr);
  const rate = vat ? rateIn(vat.line) : undefined;
  return {
    vendor: findVendor(lines, ocr),
    date: findDate(lines, ocr, dayFirst),
    totalMinor: total,
    netMinor: net?.amount ?? none(),
    vatMinor: vat?.amount ?? none(),
    vatRate: rate === undefined ? none() : { value: rate, confidence: round2(ocr * 0.9) },
    currencyCode: findCurrency(text),
  };
}

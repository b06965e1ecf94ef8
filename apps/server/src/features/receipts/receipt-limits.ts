// The limits of reading a receipt (docs/decisions/0358): a phone photo is a few megabytes and a receipt's
// PDF a few pages; every limit is far above a real receipt and far below what would hold the server.

/** Pixels of a photo, at most (a 48-megapixel phone photo is 48 million). */
export const MAX_RECEIPT_PIXELS = 50_000_000;
/** The width a photo is scaled to before OCR: about 30 px a character on a receipt of 40 columns. */
export const OCR_WIDTH = 1200;
/** Height of a photo after scaling, at most (a receipt 10 times longer than wide). */
export const MAX_OCR_HEIGHT = 12_000;
/** Pages of a PDF whose text layer is read, at most. */
export const MAX_PDF_PAGES = 5;
/** The text kept of a receipt, at most. */
export const MAX_RECEIPT_TEXT = 20_000;
/** How long one receipt may be read in its thread, from the moment a thread takes it (the first read of
 * a thread also starts its OCR engine, seconds on a busy machine). */
export const RECEIPT_TIME_LIMIT_MS = 60_000;
/** The JavaScript heap of a reading thread, at most (the OCR engine's memory is WebAssembly's). */
export const RECEIPT_THREAD_HEAP_MB = 256;
/** Threads reading receipts, and receipts waiting for one, at most. */
export const RECEIPT_THREADS = 2;
export const MAX_QUEUED_RECEIPTS = 32;

// The limits of reading a supplier's e-invoice (docs/decisions/0321, 0323). An e-invoice is a few
// kilobytes of XML, a few hundred elements a page of lines; every limit here is far above any real one
// and far below what a hostile file would make the server unpack, parse or wait for.

/** The XML of an e-invoice, as uploaded or once unpacked from its PDF, at most. */
export const MAX_EMBEDDED_XML_BYTES = 5 * 1024 * 1024;
/** Elements of an e-invoice's XML, at most: about 2,500 invoice lines. */
export const MAX_XML_ELEMENTS = 100_000;
/** Filters (layers of compression) on the stream of a PDF's embedded file, at most. */
export const MAX_FILTERS_PER_STREAM = 2;
/** Embedded files a PDF may name (its Names tree and /AF together), at most. */
export const MAX_EMBEDDED_FILES = 20;
/** Bytes pdf-lib may unpack while it loads a PDF (its object and cross-reference streams), in all. */
export const MAX_PDF_STRUCTURE_BYTES = 16 * 1024 * 1024;
/** How long one file may be read in its thread, from the moment a thread takes it. */
export const READ_TIME_LIMIT_MS = 10_000;
/** The JavaScript heap of a reading thread, at most. */
export const READ_THREAD_HEAP_MB = 256;
/** Threads reading files, and files waiting for one, at most. */
export const READ_THREADS = 2;
export const MAX_QUEUED_READS = 64;

// The PDF port: features hand a DocumentPdfModel to ctx.pdf and get the file's bytes back. Documents are
// drawn in worker threads (pdf-pool.ts), so a long document or a ZIP of hundreds never holds up the
// event loop; rendering could move to another service behind this same interface without a feature
// noticing. The summary report stays on this thread: it is written a page at a time as its rows arrive
// and gives the event loop back every few milliseconds (render-summary.ts).
import type { DocumentPdfModel } from './document-model';
import type { Readable } from 'node:stream';
import { pdfPool, type PdfPoolStats } from './pdf-pool';
import { renderSummaryPdf, type SummaryReport } from './render-summary';

export interface PdfRenderer {
  render(model: DocumentPdfModel): Promise<Buffer>;
  /** A list as a PDF report, written as its rows arrive. */
  renderSummary<Row>(report: SummaryReport<Row>): Readable;
  /** Starts the worker threads ahead of the first PDF (the server does at start). */
  start(): void;
  /** The worker threads' queue and timings, for /metrics. */
  stats(): PdfPoolStats;
  close(): Promise<void>;
}

export function createPdfRenderer(threads: number): PdfRenderer {
  const pool = pdfPool(threads);
  return {
    render: (model) => pool.render(model),
    renderSummary: renderSummaryPdf,
    start: () => pool.start(),
    stats: () => pool.stats(),
    close: () => pool.close(),
  };
}

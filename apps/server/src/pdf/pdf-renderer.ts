// The PDF port: features hand a DocumentPdfModel to ctx.pdf and get the file's bytes back. Today it
// renders in this process with pdfkit (render-document.ts); rendering can move to worker threads, or to
// another service, behind this same interface without a feature noticing.
import type { DocumentPdfModel } from './document-model';
import type { Readable } from 'node:stream';
import { renderDocumentPdf } from './render-document';
import { renderSummaryPdf, type SummaryReport } from './render-summary';

export interface PdfRenderer {
  render(model: DocumentPdfModel): Promise<Buffer>;
  /** A list as a PDF report, written as its rows arrive. */
  renderSummary<Row>(report: SummaryReport<Row>): Readable;
}

export function createPdfRenderer(): PdfRenderer {
  return { render: renderDocumentPdf, renderSummary: renderSummaryPdf };
}

// The PDF port: features hand a DocumentPdfModel to ctx.pdf and get the file's bytes back. Today it
// renders in this process with pdfkit (render-document.ts); rendering can move to worker threads, or to
// another service, behind this same interface without a feature noticing.
import type { DocumentPdfModel } from './document-model';
import { renderDocumentPdf } from './render-document';

export interface PdfRenderer {
  render(model: DocumentPdfModel): Promise<Buffer>;
}

export function createPdfRenderer(): PdfRenderer {
  return { render: renderDocumentPdf };
}

// The task of a PDF worker thread (pdf-pool.ts): one DocumentPdfModel in, the PDF's bytes out, drawn with
// the same pdfkit code the server would run on its main thread. Loaded by pdf-worker.mjs from the
// sources, bundled as dist/pdf-worker.js by the build.
import type { DocumentPdfModel } from './document-model';
import { renderDocumentPdf } from './render-document';

/** The logo arrives as a Uint8Array (structured clone turns a Buffer into one) and is made a Buffer
 * again: pdfkit reads a Buffer as image bytes, but would take a Uint8Array for a file path to read. */
export default async function renderInWorker(model: DocumentPdfModel): Promise<Uint8Array> {
  const logo = model.business.logo as Uint8Array | null | undefined;
  const business = logo
    ? { ...model.business, logo: Buffer.from(logo.buffer, logo.byteOffset, logo.byteLength) }
    : model.business;
  return renderDocumentPdf({ ...model, business });
}

// A PDF worker thread (pdf-pool.ts): renders one DocumentPdfModel per task with the same pdfkit code the
// server would run on its main thread. The renderer is TypeScript and the server runs its .ts sources
// through tsx (docs/decisions/0002), but on Node 20 the loader hooks of `--import tsx` do not reach
// worker threads, and under vitest there is no tsx at all. So this entry is plain JavaScript and loads
// the renderer with tsx's tsImport, which transpiles it (and what it imports) for this import alone,
// whether or not tsx is registered elsewhere.
import { tsImport } from 'tsx/esm/api';

const { renderDocumentPdf } = await tsImport('./render-document.ts', import.meta.url);

/** One task: the model in, the PDF's bytes out. The logo arrives as a Uint8Array (structured clone turns
 * a Buffer into one) and is made a Buffer again: pdfkit reads a Buffer as image bytes, but would take a
 * Uint8Array for a file path to read. */
export default async function renderInWorker(model) {
  const logo = model.business.logo;
  const business = logo
    ? { ...model.business, logo: Buffer.from(logo.buffer, logo.byteOffset, logo.byteLength) }
    : model.business;
  return renderDocumentPdf({ ...model, business });
}

// Reads the XML invoice a Factur-X / ZUGFeRD PDF carries: its embedded files (the Names tree's
// EmbeddedFiles and the catalogue's associated files, /AF), the one called factur-x.xml (Factur-X,
// ZUGFeRD 2), zugferd-invoice.xml (ZUGFeRD 1), xrechnung.xml, or any other .xml. pdf-lib parses the PDF
// in JavaScript; nothing in it is run or fetched. Runs in a reading thread (read-pool.ts) within limits
// (docs/decisions/0323): what loading unpacks has a budget, a PDF names at most MAX_EMBEDDED_FILES files,
// and only the chosen file is unpacked, with a running cap.
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRawStream,
  PDFString,
  type PDFObject,
} from '@cantoo/pdf-lib';
import { endDecodingBudget, startDecodingBudget } from './pdf-decoding-budget';
import { MAX_EMBEDDED_FILES, MAX_PDF_STRUCTURE_BYTES } from './read-limits';
import { EInvoiceReadError, READ_MESSAGES } from './read-messages';
import { unpackEmbeddedFile } from './unpack-stream';

const PREFERRED = ['factur-x.xml', 'zugferd-invoice.xml', 'xrechnung.xml'];
/** Nodes of the Names tree visited, at most (a real one has one or two). */
const MAX_TREE_NODES = 64;

interface Embedded {
  name: string;
  stream: PDFRawStream;
}

function textOf(value: PDFObject | undefined): string {
  if (value instanceof PDFString || value instanceof PDFHexString) return value.decodeText();
  return '';
}

/** The files a PDF names, each file specification once (Factur-X names its XML in both places). */
class EmbeddedFiles {
  readonly files: Embedded[] = [];
  private readonly seen = new Set<PDFObject>();
  private nodes = 0;

  constructor(private readonly doc: PDFDocument) {}

  add(spec: PDFObject | undefined): void {
    const dict = this.doc.context.lookupMaybe(spec, PDFDict);
    if (!dict || this.seen.has(dict)) return;
    this.seen.add(dict);
    if (this.seen.size > MAX_EMBEDDED_FILES) {
      throw new EInvoiceReadError('unsupported', READ_MESSAGES.tooManyFiles);
    }
    const name = textOf(dict.get(PDFName.of('UF'))) || textOf(dict.get(PDFName.of('F')));
    const ef = dict.lookupMaybe(PDFName.of('EF'), PDFDict);
    const found = ef ? (ef.lookup(PDFName.of('F')) ?? ef.lookup(PDFName.of('UF'))) : undefined;
    if (found instanceof PDFRawStream) this.files.push({ name, stream: found });
  }

  addTree(node: PDFDict | undefined, depth = 0): void {
    this.nodes += 1;
    if (!node || depth > 8 || this.nodes > MAX_TREE_NODES) return;
    const names = node.lookupMaybe(PDFName.of('Names'), PDFArray);
    for (let index = 1; names && index < names.size(); index += 2) this.add(names.get(index));
    const kids = node.lookupMaybe(PDFName.of('Kids'), PDFArray);
    for (let index = 0; kids && index < kids.size(); index += 1) {
      this.addTree(this.doc.context.lookupMaybe(kids.get(index), PDFDict), depth + 1);
    }
  }
}

async function loadPdf(pdf: Uint8Array): Promise<PDFDocument> {
  const budget = startDecodingBudget(MAX_PDF_STRUCTURE_BYTES);
  try {
    const doc = await PDFDocument.load(pdf, { updateMetadata: false, throwOnInvalidObject: false });
    if (budget.exceeded) throw new EInvoiceReadError('too_large', READ_MESSAGES.unpackedTooLarge);
    return doc;
  } catch (error) {
    if (budget.exceeded) throw new EInvoiceReadError('too_large', READ_MESSAGES.unpackedTooLarge);
    throw error;
  } finally {
    endDecodingBudget();
  }
}

/** The embedded invoice XML, or undefined when the PDF carries none. Throws EInvoiceReadError past a
 * limit, and any other error when it is no PDF. */
export async function extractPdfXml(pdf: Uint8Array): Promise<string | undefined> {
  const doc = await loadPdf(pdf);
  const embedded = new EmbeddedFiles(doc);
  const names = doc.catalog.lookupMaybe(PDFName.of('Names'), PDFDict);
  embedded.addTree(names?.lookupMaybe(PDFName.of('EmbeddedFiles'), PDFDict));
  const associated = doc.catalog.lookupMaybe(PDFName.of('AF'), PDFArray);
  for (let index = 0; associated && index < associated.size(); index += 1)
    embedded.add(associated.get(index));
  const xml = embedded.files.filter((file) => file.name.toLowerCase().endsWith('.xml'));
  const chosen =
    PREFERRED.map((name) => xml.find((file) => file.name.toLowerCase() === name)).find(Boolean) ?? xml[0];
  return chosen ? Buffer.from(unpackEmbeddedFile(chosen.stream)).toString('utf8') : undefined;
}

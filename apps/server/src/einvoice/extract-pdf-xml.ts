// Reads the XML invoice a Factur-X / ZUGFeRD PDF carries: its embedded files (the Names tree's
// EmbeddedFiles and the catalogue's associated files, /AF), the one called factur-x.xml (Factur-X,
// ZUGFeRD 2), zugferd-invoice.xml (ZUGFeRD 1), xrechnung.xml, or any other .xml. pdf-lib parses the PDF
// in JavaScript; nothing in it is run or fetched.
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRawStream,
  PDFString,
  type PDFObject,
} from '@cantoo/pdf-lib';

const PREFERRED = ['factur-x.xml', 'zugferd-invoice.xml', 'xrechnung.xml'];
/** An embedded invoice is a few kilobytes; anything this large is not one. */
export const MAX_EMBEDDED_XML_BYTES = 5 * 1024 * 1024;

interface Embedded {
  name: string;
  bytes: Uint8Array;
}

function textOf(value: PDFObject | undefined): string {
  if (value instanceof PDFString || value instanceof PDFHexString) return value.decodeText();
  return '';
}

function fileOf(doc: PDFDocument, spec: PDFObject | undefined): Embedded | undefined {
  const dict = doc.context.lookupMaybe(spec, PDFDict);
  if (!dict) return undefined;
  const name = textOf(dict.get(PDFName.of('UF'))) || textOf(dict.get(PDFName.of('F')));
  const ef = dict.lookupMaybe(PDFName.of('EF'), PDFDict);
  const found = ef ? (ef.lookup(PDFName.of('F')) ?? ef.lookup(PDFName.of('UF'))) : undefined;
  if (!(found instanceof PDFRawStream)) return undefined;
  const stream = found;
  if (stream.getContentsSize() > MAX_EMBEDDED_XML_BYTES) return undefined;
  const bytes = decodePDFRawStream(stream).decode();
  if (bytes.length > MAX_EMBEDDED_XML_BYTES) return undefined;
  return { name, bytes };
}

function namesTree(doc: PDFDocument, node: PDFDict | undefined, out: Embedded[], depth = 0): void {
  if (!node || depth > 8) return;
  const names = node.lookupMaybe(PDFName.of('Names'), PDFArray);
  for (let index = 1; names && index < names.size(); index += 2) {
    const file = fileOf(doc, names.get(index));
    if (file) out.push(file);
  }
  const kids = node.lookupMaybe(PDFName.of('Kids'), PDFArray);
  for (let index = 0; kids && index < kids.size(); index += 1) {
    namesTree(doc, doc.context.lookupMaybe(kids.get(index), PDFDict), out, depth + 1);
  }
}

/** The embedded invoice XML, or undefined when the PDF carries none. Throws when it is no PDF. */
export async function extractPdfXml(pdf: Uint8Array): Promise<string | undefined> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false, throwOnInvalidObject: false });
  const files: Embedded[] = [];
  const names = doc.catalog.lookupMaybe(PDFName.of('Names'), PDFDict);
  namesTree(doc, names?.lookupMaybe(PDFName.of('EmbeddedFiles'), PDFDict), files);
  const associated = doc.catalog.lookupMaybe(PDFName.of('AF'), PDFArray);
  for (let index = 0; associated && index < associated.size(); index += 1) {
    const file = fileOf(doc, associated.get(index));
    if (file) files.push(file);
  }
  const xml = files.filter((file) => file.name.toLowerCase().endsWith('.xml'));
  const chosen =
    PREFERRED.map((name) => xml.find((file) => file.name.toLowerCase() === name)).find(Boolean) ?? xml[0];
  return chosen ? Buffer.from(chosen.bytes).toString('utf8') : undefined;
}

// The text of each page of a PDF, read with unpdf (a build of pdf.js): tests check what a reader sees
// without depending on a system tool.
import { extractText, getDocumentProxy } from 'unpdf';

export async function pdfPages(pdf: Buffer): Promise<string[]> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: false });
  return text;
}

export async function pdfText(pdf: Buffer): Promise<string> {
  return (await pdfPages(pdf)).join('\n');
}

// The text layer of a receipt's PDF (docs/decisions/0358), read with unpdf (a build of pdf.js) in the
// reading thread: the first pages only.
import { MAX_PDF_PAGES } from './receipt-limits';

export async function readPdfText(bytes: Buffer): Promise<string> {
  const { getDocumentProxy } = await import('unpdf');
  const document = await getDocumentProxy(new Uint8Array(bytes));
  try {
    const pages: string[] = [];
    for (let number = 1; number <= Math.min(document.numPages, MAX_PDF_PAGES); number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      let line = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        line += item.str;
        if (item.hasEOL) {
          pages.push(line);
          line = '';
        } else line += ' ';
      }
      if (line.trim()) pages.push(line);
    }
    return pages.join('\n');
  } finally {
    await document.destroy();
  }
}

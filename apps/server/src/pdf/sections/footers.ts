// The footer of every page: the number, the business and "Page n of N", drawn once all pages exist.
import type { DocumentPdfModel } from '../document-model';
import { clip, COLOR, CONTENT_WIDTH, MARGIN, PAGE_HEIGHT, PAGE_WIDTH, type Doc } from '../pdf-layout';

/** `pageText` holds {page} and {pages}: 'Page {page} of {pages}'. */
export function drawFooters(doc: Doc, model: DocumentPdfModel, pageText: string): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = PAGE_HEIGHT - MARGIN - 10;
    doc
      .moveTo(MARGIN, y - 6)
      .lineTo(PAGE_WIDTH - MARGIN, y - 6)
      .lineWidth(0.5)
      .strokeColor(COLOR.rule)
      .stroke();
    doc.font('regular').fontSize(7.5).fillColor(COLOR.muted);
    doc.text(clip(`${model.number.value} · ${model.business.name}`, 90), MARGIN, y, {
      width: CONTENT_WIDTH * 0.7,
      lineBreak: false,
    });
    const page = pageText
      .replace('{page}', String(i - range.start + 1))
      .replace('{pages}', String(range.count));
    doc.text(page, MARGIN + CONTENT_WIDTH * 0.7, y, {
      width: CONTENT_WIDTH * 0.3,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}

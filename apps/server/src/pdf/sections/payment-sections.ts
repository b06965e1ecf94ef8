// The enabled payment sections (bank, international, PayPal), side by side on bands of equal height.
import type { PdfSection } from '../document-model';
import { COLOR, CONTENT_WIDTH, ensureSpace, MARGIN, type Doc } from '../pdf-layout';

export function drawPaymentSections(doc: Doc, sections: PdfSection[], heading: string): void {
  if (sections.length === 0) return;
  const gap = 14;
  const width = (CONTENT_WIDTH - gap * (sections.length - 1)) / sections.length;
  const inner = width - 16;
  const measure = (section: PdfSection) =>
    section.rows.reduce((sum, row) => {
      doc.font('regular').fontSize(7.5);
      const label = doc.heightOfString(row.label, { width: inner });
      doc.font('bold').fontSize(8.5);
      return sum + label + doc.heightOfString(row.value, { width: inner }) + 4;
    }, 24);
  const height = Math.max(...sections.map(measure)) + 10;
  ensureSpace(doc, height + 18);
  doc.font('bold').fontSize(8).fillColor(COLOR.muted).text(heading, MARGIN, doc.y, { characterSpacing: 0.6 });
  const top = doc.y + 6;
  sections.forEach((section, index) => {
    const x = MARGIN + index * (width + gap);
    doc.rect(x, top, width, height).fill(COLOR.band);
    doc
      .font('bold')
      .fontSize(9)
      .fillColor(COLOR.accent)
      .text(section.heading, x + 8, top + 8, { width: inner });
    doc.y += 4;
    for (const row of section.rows) {
      doc
        .font('regular')
        .fontSize(7.5)
        .fillColor(COLOR.muted)
        .text(row.label, x + 8, doc.y, { width: inner });
      doc
        .font('bold')
        .fontSize(8.5)
        .fillColor(COLOR.ink)
        .text(row.value, x + 8, doc.y, { width: inner });
      doc.y += 4;
    }
  });
  doc.y = top + height + 10;
}

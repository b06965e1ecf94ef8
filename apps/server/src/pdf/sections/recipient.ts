// The party the document is addressed to (the business is drawn by the header).
import type { DocumentPdfModel } from '../document-model';
import { COLOR, CONTENT_WIDTH, MARGIN, type Doc } from '../pdf-layout';

export function drawRecipient(doc: Doc, model: DocumentPdfModel): void {
  const width = CONTENT_WIDTH * 0.6;
  const top = doc.y;
  doc
    .font('bold')
    .fontSize(7.5)
    .fillColor(COLOR.muted)
    .text(model.recipient.heading.toUpperCase(), MARGIN, top, {
      width,
      characterSpacing: 0.6,
    });
  doc.moveDown(0.3);
  doc.font('bold').fontSize(11).fillColor(COLOR.ink).text(model.recipient.name, { width });
  doc.font('regular').fontSize(9).fillColor(COLOR.ink);
  for (const line of model.recipient.lines.filter(Boolean)) doc.text(line, { width });
  doc.y += 16;
}

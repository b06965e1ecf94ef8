// A word (e.g. 'VOID') stamped faintly across the first page.
import { COLOR, PAGE_HEIGHT, PAGE_WIDTH, type Doc } from '../pdf-layout';

export function drawStamp(doc: Doc, word: string): void {
  // Drawing text moves pdfkit's cursor below it: put it back, or everything after the stamp starts
  // half-way down the page (and a short invoice spills onto a second one).
  const { x, y } = doc;
  doc.save();
  doc.rotate(-30, { origin: [PAGE_WIDTH / 2, PAGE_HEIGHT / 2] });
  doc.font('bold').fontSize(110).fillColor(COLOR.stamp).fillOpacity(0.12);
  doc.text(word, 0, PAGE_HEIGHT / 2 - 60, { width: PAGE_WIDTH, align: 'center', lineBreak: false });
  doc.restore();
  doc.fillOpacity(1);
  doc.x = x;
  doc.y = y;
}

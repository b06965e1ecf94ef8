// The totals block on the right: one line per total, the grand total on a band.
import { totalLineLabel, totalLineText, type DocumentPdfModel } from '../document-model';
import { COLOR, ensureSpace, MARGIN, PAGE_WIDTH, type Doc, type Money } from '../pdf-layout';

export function drawTotals(doc: Doc, model: DocumentPdfModel, money: Money): void {
  const width = 250;
  const x = PAGE_WIDTH - MARGIN - width;
  const lineHeight = 17;
  const height = model.totals.reduce((sum, line) => sum + (line.grand ? 28 : lineHeight), 0) + 14;
  doc.y += 10;
  ensureSpace(doc, height);
  for (const line of model.totals) {
    const y = doc.y;
    const amount = totalLineText(line, money);
    if (line.grand) {
      doc.rect(x, y + 2, width, 24).fill(COLOR.accent);
      doc.font('bold').fontSize(10.5).fillColor(COLOR.accentText);
      doc.text(totalLineLabel(line, model.currency.code), x + 8, y + 8, {
        width: width / 2,
        lineBreak: false,
      });
      doc.text(amount, x + width / 2, y + 8, { width: width / 2 - 8, align: 'right', lineBreak: false });
      doc.y = y + 28;
    } else {
      doc.font('regular').fontSize(9).fillColor(COLOR.muted);
      doc.text(line.label, x + 8, y + 4, { width: width * 0.6 - 8, lineBreak: false });
      doc.font('bold').fillColor(COLOR.ink);
      doc.text(amount, x + width * 0.4, y + 4, { width: width * 0.6 - 8, align: 'right', lineBreak: false });
      doc.y = y + lineHeight;
    }
  }
  doc.y += 14;
}

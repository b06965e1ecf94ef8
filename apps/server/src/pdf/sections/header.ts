// The top of the document: on the first page the logo, business, title, number and dates; on every
// further page a short running header.
import type { DocumentPdfModel } from '../document-model';
import { clip, COLOR, CONTENT_WIDTH, MARGIN, PAGE_WIDTH, type Doc } from '../pdf-layout';

export function drawHeader(doc: Doc, model: DocumentPdfModel): void {
  const leftWidth = CONTENT_WIDTH * 0.55;
  let left = MARGIN;
  if (model.business.logo) {
    try {
      doc.image(model.business.logo, MARGIN, left, { fit: [140, 64] });
      left += 72;
    } catch {
      // A logo pdfkit cannot read is left out rather than failing the whole document.
    }
  }
  doc
    .font('bold')
    .fontSize(13)
    .fillColor(COLOR.ink)
    .text(model.business.name, MARGIN, left, { width: leftWidth });
  doc.font('regular').fontSize(8.5).fillColor(COLOR.muted);
  for (const line of model.business.lines.filter(Boolean)) doc.text(line, { width: leftWidth });
  for (const id of model.businessIds) doc.text(`${id.label}: ${id.value}`, { width: leftWidth });
  const leftBottom = doc.y;

  const rightWidth = 220;
  const rightX = PAGE_WIDTH - MARGIN - rightWidth;
  doc
    .font('bold')
    .fontSize(22)
    .fillColor(COLOR.accent)
    .text(model.title, rightX, MARGIN - 4, { width: rightWidth, align: 'right' });
  let y = doc.y + 6;
  for (const fact of [model.number, ...model.facts]) {
    doc
      .font('regular')
      .fontSize(8.5)
      .fillColor(COLOR.muted)
      .text(fact.label, rightX, y, { width: 100, align: 'left' });
    doc
      .font('bold')
      .fontSize(9)
      .fillColor(COLOR.ink)
      .text(fact.value, rightX + 90, y, { width: rightWidth - 90, align: 'right' });
    y = Math.max(doc.y, y + 13) + 2;
  }
  doc.y = Math.max(leftBottom, y) + 14;
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(PAGE_WIDTH - MARGIN, doc.y)
    .lineWidth(0.8)
    .strokeColor(COLOR.rule)
    .stroke();
  doc.y += 12;
}

export function drawContinuationHeader(doc: Doc, model: DocumentPdfModel): void {
  const y = MARGIN;
  doc
    .font('bold')
    .fontSize(11)
    .fillColor(COLOR.accent)
    .text(clip(`${model.title} ${model.number.value}`, 40), MARGIN, y, {
      width: CONTENT_WIDTH / 2,
      lineBreak: false,
    });
  doc
    .font('regular')
    .fontSize(8.5)
    .fillColor(COLOR.muted)
    .text(clip(model.business.name, 55), MARGIN + CONTENT_WIDTH / 2, y + 2, {
      width: CONTENT_WIDTH / 2,
      align: 'right',
      lineBreak: false,
    });
  doc
    .moveTo(MARGIN, y + 22)
    .lineTo(PAGE_WIDTH - MARGIN, y + 22)
    .lineWidth(0.8)
    .strokeColor(COLOR.rule)
    .stroke();
}

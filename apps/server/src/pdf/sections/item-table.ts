// The item table: column headings (drawn again at the top of each further page, see render-document.ts)
// and one row per item, banded every other row.
import type { PdfItem, PdfLabels } from '../document-model';
import { COLOR, CONTENT_WIDTH, ensureSpace, MARGIN, PAGE_WIDTH, type Doc, type Money } from '../pdf-layout';

const CELL_PAD = 6;
const COLUMNS = (() => {
  const index = 24;
  const quantity = 56;
  const unitPrice = 88;
  const amount = 92;
  const item = CONTENT_WIDTH - index - quantity - unitPrice - amount;
  let x = MARGIN;
  const at = (width: number) => {
    const column = { x, width };
    x += width;
    return column;
  };
  return {
    index: at(index),
    item: at(item),
    quantity: at(quantity),
    unitPrice: at(unitPrice),
    amount: at(amount),
  };
})();

/** Descriptions are capped so that one row always fits on a page. */
const MAX_DESCRIPTION_CHARS = 1200;

export function drawItemTable(doc: Doc, items: PdfItem[], money: Money, labels: PdfLabels): void {
  drawTableHeader(doc, labels);
  items.forEach((item, index) => drawItemRow(doc, item, index, money));
  if (items.length === 0) {
    doc
      .font('regular')
      .fontSize(9)
      .fillColor(COLOR.muted)
      .text(labels.noItems, COLUMNS.item.x + CELL_PAD, doc.y + 8);
    doc.y += 8;
  }
}

export function drawTableHeader(doc: Doc, labels: PdfLabels): void {
  const y = doc.y;
  const height = 20;
  doc.rect(MARGIN, y, CONTENT_WIDTH, height).fill(COLOR.accent);
  doc.font('bold').fontSize(8.5).fillColor(COLOR.accentText);
  const heading = (text: string, column: { x: number; width: number }, align: 'left' | 'right') =>
    doc.text(text, column.x + CELL_PAD, y + 6, {
      width: column.width - 2 * CELL_PAD,
      align,
      lineBreak: false,
    });
  heading(labels.index, COLUMNS.index, 'left');
  heading(labels.item, COLUMNS.item, 'left');
  heading(labels.quantity, COLUMNS.quantity, 'right');
  heading(labels.unitPrice, COLUMNS.unitPrice, 'right');
  heading(labels.amount, COLUMNS.amount, 'right');
  doc.y = y + height;
}

function drawItemRow(doc: Doc, item: PdfItem, index: number, money: Money): void {
  const textWidth = COLUMNS.item.width - 2 * CELL_PAD;
  const description = item.description.slice(0, MAX_DESCRIPTION_CHARS);
  doc.font('bold').fontSize(9);
  const nameHeight = doc.heightOfString(item.name, { width: textWidth });
  doc.font('regular').fontSize(8);
  const descriptionHeight = description ? doc.heightOfString(description, { width: textWidth }) + 2 : 0;
  const height = Math.max(nameHeight + descriptionHeight, 11) + 10;

  const atTop = doc.y <= doc.page.margins.top + 21;
  if (!atTop) ensureSpace(doc, height);
  const y = doc.y;
  if (index % 2 === 1) doc.rect(MARGIN, y, CONTENT_WIDTH, height).fill(COLOR.band);

  const cell = (text: string, column: { x: number; width: number }, align: 'left' | 'right') =>
    doc.text(text, column.x + CELL_PAD, y + 5, { width: column.width - 2 * CELL_PAD, align });
  // Drawn in reading order, so copied or extracted text reads like the table.
  doc.font('regular').fontSize(9).fillColor(COLOR.muted);
  cell(String(index + 1), COLUMNS.index, 'left');
  doc.font('bold').fillColor(COLOR.ink);
  cell(item.name, COLUMNS.item, 'left');
  if (description) {
    doc.font('regular').fontSize(8).fillColor(COLOR.muted);
    doc.text(description, COLUMNS.item.x + CELL_PAD, y + 5 + nameHeight + 2, { width: textWidth });
  }
  doc.font('regular').fontSize(9).fillColor(COLOR.ink);
  cell(item.quantity, COLUMNS.quantity, 'right');
  cell(money(item.unitPriceMinor), COLUMNS.unitPrice, 'right');
  doc.font('bold');
  cell(money(item.totalMinor), COLUMNS.amount, 'right');
  doc.y = y + height;
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(PAGE_WIDTH - MARGIN, doc.y)
    .lineWidth(0.5)
    .strokeColor(COLOR.rule)
    .stroke();
}

// Renders a quotation or an invoice (a DocumentPdfModel) as an A4 PDF with pdfkit. Everything drawn is
// text or shapes placed by this file; user text is only ever passed to doc.text(), so it cannot become
// markup, a link or a file to fetch. The only image is the logo, whose bytes the caller read from our
// file store.
//
// Layout: a header (logo, business, title, number and dates), the recipient, the item table, totals,
// notes and the enabled payment sections. Long tables flow onto further pages; each further page starts
// with a short header and, inside the table, the column headings again. Every page ends with a footer
// carrying "Page n of N".
import PDFDocument from 'pdfkit';
import { formatMoney } from '@tradebook/domain/money/money';
import type { DocumentPdfModel, PdfItem, PdfSection } from './document-model';
import { pdfFonts } from './fonts';

const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN = 42;
const FOOTER_HEIGHT = 30;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const BOTTOM = MARGIN + FOOTER_HEIGHT;
const CONTINUATION_TOP = MARGIN + 40;

const COLOR = {
  ink: '#1d2733',
  muted: '#5d6877',
  accent: '#1f5f7a',
  accentText: '#ffffff',
  band: '#f1f5f8',
  rule: '#d3dce3',
  stamp: '#c0392b',
};

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

type Doc = PDFKit.PDFDocument;

/** One-line texts (running header, footer) are cut rather than allowed to run into their neighbour. */
const clip = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length - 1)}…` : text;

export function renderDocumentPdf(model: DocumentPdfModel): Promise<Buffer> {
  const fonts = pdfFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: BOTTOM },
    bufferPages: true,
    info: { Title: model.meta.title, Author: model.meta.author, Creator: 'Tradebook' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // pdfkit takes a parsed fontkit font in place of a file (see fonts.ts); its typings only list files.
  doc.registerFont('regular', fonts.regular as unknown as Buffer);
  doc.registerFont('bold', fonts.bold as unknown as Buffer);

  const money = (minor: number) => formatMoney(minor, model.currency.symbol);
  const state = { inTable: false };
  doc.on('pageAdded', () => {
    drawContinuationHeader(doc, model);
    doc.page.margins.top = CONTINUATION_TOP;
    doc.y = CONTINUATION_TOP;
    if (state.inTable) drawTableHeader(doc);
  });

  drawHeader(doc, model);
  if (model.stamp) drawStamp(doc, model.stamp);
  drawRecipient(doc, model);

  state.inTable = true;
  drawTableHeader(doc);
  model.items.forEach((item, index) => drawItemRow(doc, item, index, money));
  if (model.items.length === 0) {
    doc
      .font('regular')
      .fontSize(9)
      .fillColor(COLOR.muted)
      .text('No items.', COLUMNS.item.x + CELL_PAD, doc.y + 8);
    doc.y += 8;
  }
  state.inTable = false;

  drawTotals(doc, model, money);
  drawNotes(doc, model.notes);
  drawPaymentSections(doc, model.paymentSections);
  drawFooters(doc, model);

  doc.end();
  return finished;
}

function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > doc.page.maxY()) doc.addPage();
}

function drawHeader(doc: Doc, model: DocumentPdfModel): void {
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

function drawContinuationHeader(doc: Doc, model: DocumentPdfModel): void {
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

function drawStamp(doc: Doc, word: string): void {
  doc.save();
  doc.rotate(-30, { origin: [PAGE_WIDTH / 2, PAGE_HEIGHT / 2] });
  doc.font('bold').fontSize(110).fillColor(COLOR.stamp).fillOpacity(0.12);
  doc.text(word, 0, PAGE_HEIGHT / 2 - 60, { width: PAGE_WIDTH, align: 'center', lineBreak: false });
  doc.restore();
  doc.fillOpacity(1);
}

function drawRecipient(doc: Doc, model: DocumentPdfModel): void {
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

function drawTableHeader(doc: Doc): void {
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
  heading('#', COLUMNS.index, 'left');
  heading('Item', COLUMNS.item, 'left');
  heading('Qty', COLUMNS.quantity, 'right');
  heading('Unit price', COLUMNS.unitPrice, 'right');
  heading('Amount', COLUMNS.amount, 'right');
  doc.y = y + height;
}

function drawItemRow(doc: Doc, item: PdfItem, index: number, money: (minor: number) => string): void {
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

function drawTotals(doc: Doc, model: DocumentPdfModel, money: (minor: number) => string): void {
  const width = 250;
  const x = PAGE_WIDTH - MARGIN - width;
  const lineHeight = 17;
  const height = model.totals.reduce((sum, line) => sum + (line.grand ? 28 : lineHeight), 0) + 14;
  doc.y += 10;
  ensureSpace(doc, height);
  for (const line of model.totals) {
    const y = doc.y;
    const amount = `${line.negative && line.amountMinor > 0 ? '-' : ''}${money(line.amountMinor)}`;
    if (line.grand) {
      doc.rect(x, y + 2, width, 24).fill(COLOR.accent);
      doc.font('bold').fontSize(10.5).fillColor(COLOR.accentText);
      doc.text(`${line.label} (${model.currency.code})`, x + 8, y + 8, {
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

function drawNotes(doc: Doc, notes: string): void {
  const text = notes.trim();
  if (!text) return;
  ensureSpace(doc, 48);
  doc.font('bold').fontSize(8).fillColor(COLOR.muted).text('NOTES', MARGIN, doc.y, { characterSpacing: 0.6 });
  doc.moveDown(0.3);
  // Long notes flow onto further pages on their own (the pageAdded handler draws the short header).
  doc.font('regular').fontSize(9).fillColor(COLOR.ink).text(text, MARGIN, doc.y, { width: CONTENT_WIDTH });
  doc.y += 14;
}

function drawPaymentSections(doc: Doc, sections: PdfSection[]): void {
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
  doc
    .font('bold')
    .fontSize(8)
    .fillColor(COLOR.muted)
    .text('PAYMENT DETAILS', MARGIN, doc.y, { characterSpacing: 0.6 });
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

function drawFooters(doc: Doc, model: DocumentPdfModel): void {
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
    doc.text(`Page ${i - range.start + 1} of ${range.count}`, MARGIN + CONTENT_WIDTH * 0.7, y, {
      width: CONTENT_WIDTH * 0.3,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}

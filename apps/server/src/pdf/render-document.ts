// Renders a quotation or an invoice (a DocumentPdfModel) as an A4 PDF with pdfkit. Everything drawn is
// text or shapes placed by this renderer and its sections (sections/); user text is only ever passed to
// doc.text(), so it cannot become markup, a link or a file to fetch. The only image is the logo, whose
// bytes the caller read from our file store.
//
// Layout: a header (logo, business, title, number and dates), the recipient, the item table, totals,
// notes and the enabled payment sections. Long tables flow onto further pages; each further page starts
// with a short header and, inside the table, the column headings again. Every page ends with a footer
// carrying "Page n of N".
import PDFDocument from 'pdfkit';
import { formatMoneyInLocale } from '@tradebook/domain/money/locale-money';
import { ENGLISH_PDF_LABELS, type DocumentPdfModel } from './document-model';
import { attachFacturX, facturXDocumentOptions } from './facturx';
import { pdfFonts } from './fonts';
import { BOTTOM, CONTINUATION_TOP, MARGIN } from './pdf-layout';
import { drawFooters } from './sections/footers';
import { drawContinuationHeader, drawHeader } from './sections/header';
import { drawItemTable, drawTableHeader } from './sections/item-table';
import { drawNotes } from './sections/notes';
import { drawPaymentSections } from './sections/payment-sections';
import { drawRecipient } from './sections/recipient';
import { drawStamp } from './sections/stamp';
import { drawTotals } from './sections/totals';

export function renderDocumentPdf(model: DocumentPdfModel): Promise<Buffer> {
  const fonts = pdfFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: BOTTOM },
    bufferPages: true,
    info: { Title: model.meta.title, Author: model.meta.author, Creator: 'Tradebook' },
    ...(model.facturX ? facturXDocumentOptions : {}),
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

  const money = (minor: number) => formatMoneyInLocale(minor, model.currency, model.locale);
  const labels = model.labels ?? ENGLISH_PDF_LABELS;
  const state = { inTable: false };
  doc.on('pageAdded', () => {
    drawContinuationHeader(doc, model);
    doc.page.margins.top = CONTINUATION_TOP;
    doc.y = CONTINUATION_TOP;
    if (state.inTable) drawTableHeader(doc, labels);
  });

  drawHeader(doc, model);
  if (model.stamp) drawStamp(doc, model.stamp);
  drawRecipient(doc, model);

  state.inTable = true;
  drawItemTable(doc, model.items, money, labels);
  state.inTable = false;

  drawTotals(doc, model, money);
  drawNotes(doc, model.notes, labels.notes);
  drawPaymentSections(doc, model.paymentSections, labels.paymentDetails);
  drawFooters(doc, model, labels.page);

  if (model.facturX) {
    attachFacturX(doc, model.facturX.xml, {
      conformanceLevel: model.facturX.conformanceLevel,
      modified: new Date(model.facturX.createdAt),
    });
  }
  doc.end();
  return finished;
}

// A list as a PDF report (the 'PDF summary' of an export): a title, what the list was filtered by, a table
// of one row per document and the totals under it, on A4 landscape. Written as a stream while the rows
// arrive, a page at a time (pages are not kept to number them "of N"), so a report of 100,000 rows holds
// no more memory than one of ten. Every cell is text passed to doc.text(), never markup. It is drawn on
// the main thread (its rows come from the database as it goes), in slices of a few milliseconds that
// let other requests run in between (exports/time-slices.ts).
import { PassThrough, type Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import { readerCaughtUp } from '../exports/reader-pace';
import { timeSlices } from '../exports/time-slices';
import { pdfFonts } from './fonts';
import { clip, COLOR } from './pdf-layout';

export interface SummaryColumn<Row> {
  header: string;
  /** A share of the table's width; the shares of all columns add up to about 1. */
  width: number;
  align?: 'left' | 'right';
  value: (row: Row) => string;
}

export interface SummaryReport<Row> {
  title: string;
  /** Under the title: the business and the filters. */
  subtitle: string[];
  columns: SummaryColumn<Row>[];
  rows: AsyncIterable<Row>;
  /** Read once the rows are done: the lines under the table ('Total (GBP)': '£1,234.00'). */
  totals: () => Array<{ label: string; value: string }>;
}

const MARGIN = 36;
const ROW_HEIGHT = 16;
const FONT_SIZE = 8;

export function renderSummaryPdf<Row>(report: SummaryReport<Row>): Readable {
  const fonts = pdfFonts();
  const out = new PassThrough();
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN },
    info: { Title: report.title, Creator: 'Tradebook' },
  });
  doc.pipe(out);
  doc.registerFont('regular', fonts.regular as unknown as Buffer);
  doc.registerFont('bold', fonts.bold as unknown as Buffer);

  const width = doc.page.width - 2 * MARGIN;
  const bottom = doc.page.height - MARGIN - 20;
  let page = 1;
  const cells = (values: string[], y: number, font: 'regular' | 'bold') => {
    let x = MARGIN;
    doc.font(font).fontSize(FONT_SIZE).fillColor(COLOR.ink);
    report.columns.forEach((column, index) => {
      const cellWidth = column.width * width;
      doc.text(clip(values[index] ?? '', Math.max(4, Math.floor(cellWidth / 4.2))), x + 3, y + 4, {
        width: cellWidth - 6,
        align: column.align ?? 'left',
        lineBreak: false,
      });
      x += cellWidth;
    });
  };
  const heading = () => {
    doc.rect(MARGIN, doc.y, width, ROW_HEIGHT).fill(COLOR.band);
    cells(
      report.columns.map((column) => column.header),
      doc.y,
      'bold',
    );
    doc.y += ROW_HEIGHT;
  };
  const footer = () => {
    // Below the bottom margin pdfkit would start a page of its own: the margin is lifted for the footer.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font('regular').fontSize(7).fillColor(COLOR.muted);
    doc.text(`${report.title} · Page ${page}`, MARGIN, doc.page.height - MARGIN - 8, {
      width,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = margin;
  };

  const write = async () => {
    doc.font('bold').fontSize(16).fillColor(COLOR.accent).text(report.title, MARGIN, MARGIN);
    doc.font('regular').fontSize(9).fillColor(COLOR.muted);
    for (const line of report.subtitle) doc.text(line);
    doc.moveDown(0.5);
    heading();
    let striped = false;
    const pause = timeSlices();
    for await (const row of report.rows) {
      await pause();
      if (doc.y + ROW_HEIGHT > bottom) {
        footer();
        doc.addPage();
        page += 1;
        doc.y = MARGIN;
        heading();
      }
      if (striped) doc.rect(MARGIN, doc.y, width, ROW_HEIGHT).fill('#f8fafb');
      striped = !striped;
      cells(
        report.columns.map((column) => column.value(row)),
        doc.y,
        'regular',
      );
      doc.y += ROW_HEIGHT;
      // Wait for a slow reader rather than holding the report in memory: the finished pages wait in
      // pdfkit's own buffer until the pipe moves them to `out`.
      if (!(await readerCaughtUp(out, doc))) return;
    }
    const totals = report.totals();
    if (doc.y + ROW_HEIGHT * (totals.length + 1) > bottom) {
      footer();
      doc.addPage();
      page += 1;
      doc.y = MARGIN;
    }
    doc.y += 6;
    for (const total of totals) {
      doc.font('bold').fontSize(9).fillColor(COLOR.ink);
      doc.text(`${total.label}: ${total.value}`, MARGIN, doc.y, { width, align: 'right' });
    }
    footer();
    doc.end();
  };
  write().catch((error: unknown) => {
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}

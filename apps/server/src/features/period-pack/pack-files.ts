// The files of a period pack, made one at a time as the ZIP takes them
// (docs/decisions/0383-what-the-period-pack-holds.md): the CSVs and the spreadsheet first, then each
// invoice's and credit note's PDF (through the PDF pool, one at a time) and its UBL e-invoice, then every
// receipt, then README.txt. Rows are read in keyset batches of BATCH, so memory stays flat whatever the
// number of records.
import { CREDIT_NOTE_STATUSES } from '@tradebook/domain/credit-notes/credit-note-status';
import type { ExpenseFilters } from '@tradebook/domain/expenses/list-expenses.schemas';
import { INVOICE_STATUSES } from '@tradebook/domain/invoices/invoice-status';
import type { PeriodPackRange } from '@tradebook/domain/period-pack/period-pack.schemas';
import type { AppContext } from '../../app-context';
import { AppError } from '../../app-error';
import type { OwnerId } from '../../db/owner';
import { csvStream, type ZipFile } from '../../exports/export-writers';
import { creditNoteKind } from '../credit-notes/credit-note-kind';
import type { DocumentKind } from '../documents/document-kind';
import { documentPdfs, exportRecords as documentExportRecords } from '../documents/document-batches';
import type { DocumentListRow, DocumentRowFilters } from '../documents/document-rows';
import { today } from '../documents/read-documents';
import { makeDocumentEInvoice } from '../einvoices/make-einvoice';
import { expenseRowBatches } from '../expenses/expense-list.repository';
import { listReceipts } from '../expenses/expenses.repository';
import { invoiceKind } from '../invoices/invoice-kind';
import { EXPENSE_COLUMNS, PNL_COLUMNS, VAT_COLUMNS, type PnlLine, type VatLine } from './pack-sheets';
import { sheetOf, workbookStream } from '../../exports/workbook-writer';

/** Rows read per query. */
const BATCH = 200;
/** README.txt names at most this many documents whose e-invoice could not be made. */
const LISTED_SKIPS = 200;

interface PackKind {
  kind: DocumentKind;
  folder: string;
  filters: DocumentRowFilters;
}

/** Issued documents (drafts are not in the books; void ones are, marked VOID), oldest first. */
function packKinds(range: PeriodPackRange): PackKind[] {
  const filters = (statuses: readonly string[]): DocumentRowFilters => ({
    search: '',
    from: range.from,
    to: range.to,
    statuses,
    order: 'asc',
  });
  return [
    {
      kind: invoiceKind,
      folder: 'invoices',
      filters: filters(INVOICE_STATUSES.filter((status) => status !== 'draft')),
    },
    { kind: creditNoteKind, folder: 'credit-notes', filters: filters(CREDIT_NOTE_STATUSES) },
  ];
}

const exportRecords = (ctx: AppContext, owner: OwnerId, pack: PackKind) =>
  documentExportRecords(ctx, owner, pack.kind, pack.filters, BATCH);

function expenseFilters(range: PeriodPackRange): ExpenseFilters {
  return {
    search: '',
    from: range.from,
    to: range.to,
    categoryId: null,
    currencyId: null,
    paymentMethod: null,
    order: 'asc',
  };
}

async function* expenseRows(ctx: AppContext, owner: OwnerId, range: PeriodPackRange) {
  for await (const batch of expenseRowBatches(ctx.db, owner, expenseFilters(range), BATCH)) yield* batch;
}

async function* listed<Row>(rows: () => Promise<Row[]>) {
  yield* await rows();
}

export interface PackFigures {
  vat: () => Promise<VatLine[]>;
  pnl: () => Promise<PnlLine[]>;
}

/** What README.txt reports: the e-invoices that could not be made, and why. */
interface Skipped {
  count: number;
  lines: string[];
}

/** Each document's PDF and, when it is issued and not void, its UBL e-invoice; one query for the lines
 * of a batch and one for its clients. An e-invoice the document cannot make (the profile lacks what
 * EN 16931 asks) is left out and named in README.txt. */
async function* documentFiles(
  ctx: AppContext,
  owner: OwnerId,
  pack: PackKind,
  skipped: Skipped,
): AsyncGenerator<ZipFile> {
  for await (const { row, pdf } of documentPdfs(ctx, owner, pack.kind, pack.filters, BATCH)) {
    yield { name: `${pack.folder}/${pdf.filename}`, content: pdf.content };
    if (row.is_void === 0) yield* einvoiceFile(ctx, owner, pack, row, skipped);
  }
}

async function* einvoiceFile(
  ctx: AppContext,
  owner: OwnerId,
  pack: PackKind,
  row: DocumentListRow,
  skipped: Skipped,
): AsyncGenerator<ZipFile> {
  try {
    const made = await makeDocumentEInvoice(ctx, owner, pack.kind, row, 'ubl');
    yield { name: `${pack.folder}/${made.filename}`, content: made.content, deflate: true };
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'validation') throw error;
    skipped.count += 1;
    if (skipped.lines.length < LISTED_SKIPS) {
      const reasons = Array.isArray(error.messages) ? error.messages.slice(1) : [error.messages];
      skipped.lines.push(`${row.number}: ${reasons.join(' ')}`);
    }
  }
}

/** The receipts of the range's expenses, named by expense number: receipts/EXP-000001.jpg. */
async function* receiptFiles(
  ctx: AppContext,
  owner: OwnerId,
  range: PeriodPackRange,
): AsyncGenerator<ZipFile> {
  for await (const batch of expenseRowBatches(ctx.db, owner, expenseFilters(range), BATCH)) {
    const numbers = new Map(batch.map((row) => [row.id, row.expense_no]));
    for (const receipt of await listReceipts(ctx.db, owner, [...numbers.keys()])) {
      const content = await ctx.files.read(owner, receipt.filename);
      const extension = receipt.filename.slice(receipt.filename.lastIndexOf('.'));
      // A file lost from the disk is left out rather than failing the whole pack.
      if (content)
        yield { name: `receipts/${numbers.get(receipt.expense_id) ?? 'receipt'}${extension}`, content };
    }
  }
}

function readme(range: PeriodPackRange, made: string, skipped: Skipped): string {
  const lines = [
    `Period pack ${range.from} to ${range.to}, made ${made} by Tradebook.`,
    '',
    'invoices.csv, credit-notes.csv, expenses.csv: every issued invoice and credit note (void ones marked)',
    'and every expense dated in the period.',
    'period-pack.xlsx: the same as sheets, with the VAT return and the profit and loss by month',
    "(in the business's currency).",
    'invoices/, credit-notes/: each document as a PDF and, unless void, as a UBL 2.1 e-invoice.',
    'receipts/: each expense receipt, named by the expense number.',
  ];
  if (skipped.count > 0) {
    lines.push('', `E-invoices not made (${skipped.count}):`, ...skipped.lines);
    if (skipped.count > skipped.lines.length)
      lines.push(`... and ${skipped.count - skipped.lines.length} more.`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** Every file of the pack, in order. */
export async function* periodPackFiles(
  ctx: AppContext,
  owner: OwnerId,
  range: PeriodPackRange,
  figures: PackFigures,
): AsyncGenerator<ZipFile> {
  const [invoices, creditNotes] = packKinds(range) as [PackKind, PackKind];
  for (const pack of [invoices, creditNotes]) {
    yield {
      name: `${pack.folder}.csv`,
      deflate: true,
      content: csvStream(pack.kind.exportColumns, exportRecords(ctx, owner, pack)),
    };
  }
  yield {
    name: 'expenses.csv',
    deflate: true,
    content: csvStream(EXPENSE_COLUMNS, expenseRows(ctx, owner, range)),
  };
  yield {
    name: 'period-pack.xlsx',
    deflate: true,
    content: workbookStream([
      sheetOf({
        name: invoices.kind.exportSheet,
        columns: invoices.kind.exportColumns,
        rows: () => exportRecords(ctx, owner, invoices),
      }),
      sheetOf({
        name: creditNotes.kind.exportSheet,
        columns: creditNotes.kind.exportColumns,
        rows: () => exportRecords(ctx, owner, creditNotes),
      }),
      sheetOf({ name: 'Expenses', columns: EXPENSE_COLUMNS, rows: () => expenseRows(ctx, owner, range) }),
      sheetOf({ name: 'VAT return', columns: VAT_COLUMNS, rows: () => listed(figures.vat) }),
      sheetOf({ name: 'Profit and loss', columns: PNL_COLUMNS, rows: () => listed(figures.pnl) }),
    ]),
  };
  const skipped: Skipped = { count: 0, lines: [] };
  yield* documentFiles(ctx, owner, invoices, skipped);
  yield* documentFiles(ctx, owner, creditNotes, skipped);
  yield* receiptFiles(ctx, owner, range);
  yield {
    name: 'README.txt',
    deflate: true,
    content: Buffer.from(readme(range, today(ctx), skipped), 'utf8'),
  };
}

// tax/vat_return_documents (docs/decisions/0373-vat-return-drill-down.md): the documents behind one box of
// a VAT return, a page at a time. Sales boxes (1, 3, 6) list the invoices and credit notes (the cash
// basis: the payments received); purchase boxes list the expenses (box 4: those with VAT to reclaim; none
// on the flat-rate scheme); box 5 the sales, then the purchases of box 4; boxes 2, 8 and 9 nothing. Each
// source is one indexed query after a cursor, so a page costs the same at 100,000 documents.
import { fromMinor } from '@tradebook/domain/money/money';
import { percentFromMilli } from '@tradebook/domain/money/percent';
import {
  FILED_VAT_RETURN_MESSAGES as M,
  type VatReturnDocuments,
} from '@tradebook/domain/tax/filed-vat-return.schemas';
import type { AppContext } from '../../app-context';
import { AppError } from '../../app-error';
import type { OwnerId } from '../../db/owner';
import { findBusinessFacts } from '../accounts/user-profiles.repository';
import { findClientRows } from '../clients/clients.repository';
import {
  listIssuedDocumentsForVat,
  type VatLinePage,
  type VatLineRow,
} from '../documents/document-tax-lines.repository';
import { listExpensesForVat } from '../expenses/expense-tax-lines.repository';
import { listReceivedForVat } from '../payments/payment-tax-lines.repository';
import { vatSchemeOf, type VatReturnInput } from './vat-return.service';

type Source = (ctx: AppContext, owner: OwnerId, page: VatLinePage) => Promise<VatLineRow[]>;

const invoiceSales: Source = (ctx, owner, page) => listIssuedDocumentsForVat(ctx.db, owner, page);
const cashSales: Source = (ctx, owner, page) => listReceivedForVat(ctx.db, owner, page);
const reclaimed: Source = (ctx, owner, page) =>
  listExpensesForVat(ctx.db, owner, { ...page, reclaimableOnly: true });
const purchases: Source = (ctx, owner, page) =>
  listExpensesForVat(ctx.db, owner, { ...page, reclaimableOnly: false });

/** The sources of a box, in the order the list gives them. */
function sourcesOf(box: number, scheme: { basis: string; flatRate: boolean }): Source[] {
  const sales = scheme.basis === 'cash' ? cashSales : invoiceSales;
  if (box === 1 || box === 3 || box === 6) return [sales];
  if (box === 4) return scheme.flatRate ? [] : [reclaimed];
  if (box === 5) return scheme.flatRate ? [sales] : [sales, reclaimed];
  if (box === 7) return [purchases];
  return [];
}

interface Cursor {
  source: number;
  date: string;
  key: number;
}

const encodeCursor = (cursor: Cursor) =>
  Buffer.from(JSON.stringify([cursor.source, cursor.date, cursor.key])).toString('base64url');

function decodeCursor(text: string): Cursor | null {
  if (text === '') return null;
  try {
    const [source, date, key] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown[];
    if (
      Number.isInteger(source) &&
      typeof date === 'string' &&
      /^\d{4}-\d{2}-\d{2}$/.test(date) &&
      Number.isInteger(key)
    ) {
      return { source: source as number, date, key: key as number };
    }
  } catch {
    // Not one of ours: refused below.
  }
  throw new AppError('validation', [M.cursorInvalid]);
}

export async function listVatReturnDocuments(
  ctx: AppContext,
  owner: OwnerId,
  input: VatReturnInput & { box: number; cursor: string; limit: number },
): Promise<VatReturnDocuments> {
  const cursor = decodeCursor(input.cursor);
  const { scheme, period } = await vatSchemeOf(ctx, owner, input);
  const currencyId = Number((await findBusinessFacts(ctx.db, owner)).currency_id);
  const sources = sourcesOf(input.box, scheme);
  const lines: Array<VatLineRow & { source: number }> = [];
  // One more than the page: whether another page follows.
  for (
    let source = cursor?.source ?? 0;
    source < sources.length && lines.length <= input.limit;
    source += 1
  ) {
    const after = cursor && cursor.source === source ? { date: cursor.date, key: cursor.key } : null;
    const rows = await sources[source]!(ctx, owner, {
      from: period.from,
      to: period.to,
      currencyId,
      after,
      limit: input.limit + 1 - lines.length,
    });
    lines.push(...rows.map((row) => ({ ...row, source })));
  }
  const page = lines.slice(0, input.limit);
  const last = page.at(-1);
  // The clients' names of the page: one query, whatever the page's length.
  const clientIds = [...new Set(page.flatMap((line) => (line.clientId === null ? [] : [line.clientId])))];
  const clients = clientIds.length === 0 ? [] : await findClientRows(ctx.db, owner, clientIds);
  const names = new Map(
    clients.map((client) => [Number(client.id), client.business_name || client.full_name]),
  );
  return {
    box: input.box,
    documents: page.map((line) => ({
      type: line.type,
      id: line.id,
      number: line.number,
      date: line.date,
      name: line.clientId === null ? line.name : (names.get(line.clientId) ?? ''),
      rate: percentFromMilli(line.rateMilli),
      net: fromMinor(line.netMinor),
      vat: fromMinor(line.vatMinor),
      gross: fromMinor(line.grossMinor),
    })),
    next_cursor:
      lines.length > input.limit && last
        ? encodeCursor({ source: last.source, date: last.date, key: last.key })
        : null,
  };
}

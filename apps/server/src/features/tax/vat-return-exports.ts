// The VAT return of a period as a PDF and a spreadsheet (docs/decisions/0374-vat-return-exports.md): the
// nine boxes with HMRC's words, then output and input VAT by rate, drawn by the list reports' PDF writer
// (pdf/render-summary.ts) and exceljs' streaming writer (exports/export-writers.ts), as the other exports.
import type { Readable } from 'node:stream';
import { minorToText, toMinor } from '@tradebook/domain/money/money';
import { VAT_BOX_LABELS } from '@tradebook/domain/tax/vat-box-labels';
import type { VatReturn } from '@tradebook/domain/tax/vat-return.schemas';
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';
import { xlsxStream, type ExportColumn } from '../../exports/export-writers';
import { renderSummaryPdf, type SummaryColumn } from '../../pdf/render-summary';
import { findBusinessFacts } from '../accounts/user-profiles.repository';
import { getVatReturn, type VatReturnInput } from './vat-return.service';

interface ReturnLine {
  box: string;
  label: string;
  /** Cents. */
  amountMinor: number;
  /** For a line by rate: its VAT, in cents. */
  vatMinor: number | null;
  count: number | null;
}

const cents = (amount: number) => toMinor(amount) ?? 0;

function linesOf(vatReturn: VatReturn): ReturnLine[] {
  const boxes: ReturnLine[] = VAT_BOX_LABELS.map(({ box, label, ...rest }) => {
    const amount = vatReturn.boxes[box];
    const whole = 'whole' in rest && rest.whole;
    return {
      box: box.replace('box', ''),
      label: box === 'box5' ? `${label} (${amount < 0 ? 'to reclaim' : 'to pay'})` : label,
      amountMinor: cents(whole ? Math.trunc(amount) : amount),
      vatMinor: null,
      count: null,
    };
  });
  const byRate = (title: string, lines: VatReturn['sales_by_rate']) =>
    lines.map((line) => ({
      box: '',
      label: `${title} at ${line.rate} %: net`,
      amountMinor: cents(line.net),
      vatMinor: cents(line.vat),
      count: line.count,
    }));
  return [
    ...boxes,
    ...byRate('Output VAT', vatReturn.sales_by_rate),
    ...byRate('Input VAT', vatReturn.purchases_by_rate),
  ];
}

async function* each<Row>(rows: Row[]): AsyncIterable<Row> {
  for (const row of rows) yield row;
}

export const vatReturnFilename = (vatReturn: VatReturn, extension: string) =>
  `vat-return-${vatReturn.from}-${vatReturn.to}.${extension}`;

function describe(vatReturn: VatReturn, business: string): string[] {
  return [
    business,
    `${vatReturn.from} to ${vatReturn.to}, period key ${vatReturn.period_key}, on the ` +
      `${vatReturn.accounting_basis} basis${vatReturn.flat_rate_scheme ? ', flat rate scheme' : ''}, ` +
      `in ${vatReturn.currency_code}.`,
    vatReturn.filed_at ? `Filed on ${vatReturn.filed_at.slice(0, 10)}.` : 'Not filed yet.',
  ];
}

async function businessName(ctx: AppContext, owner: OwnerId): Promise<string> {
  const facts = await findBusinessFacts(ctx.db, owner);
  return facts.company_name || facts.fullname || '';
}

export async function vatReturnPdf(
  ctx: AppContext,
  owner: OwnerId,
  input: VatReturnInput,
): Promise<{ vatReturn: VatReturn; stream: Readable }> {
  const vatReturn = await getVatReturn(ctx, owner, input);
  const columns: SummaryColumn<ReturnLine>[] = [
    { header: 'Box', width: 0.06, value: (line) => line.box },
    { header: 'What it holds', width: 0.58, value: (line) => line.label },
    { header: 'Records', width: 0.08, align: 'right', value: (line) => line.count?.toString() ?? '' },
    {
      header: 'VAT',
      width: 0.13,
      align: 'right',
      value: (line) => (line.vatMinor === null ? '' : minorToText(line.vatMinor)),
    },
    {
      header: vatReturn.currency_code,
      width: 0.15,
      align: 'right',
      value: (line) => minorToText(line.amountMinor),
    },
  ];
  const stream = renderSummaryPdf({
    title: `VAT return ${vatReturn.from} to ${vatReturn.to}`,
    subtitle: describe(vatReturn, await businessName(ctx, owner)),
    columns,
    rows: each(linesOf(vatReturn)),
    totals: () => [
      {
        label: vatReturn.boxes.box5 < 0 ? 'To reclaim' : 'To pay',
        value: minorToText(Math.abs(cents(vatReturn.boxes.box5))),
      },
    ],
  });
  return { vatReturn, stream };
}

export async function vatReturnSpreadsheet(
  ctx: AppContext,
  owner: OwnerId,
  input: VatReturnInput,
): Promise<{ vatReturn: VatReturn; stream: Readable }> {
  const vatReturn = await getVatReturn(ctx, owner, input);
  const columns: ExportColumn<ReturnLine>[] = [
    { header: 'Box', kind: 'text', value: (line) => line.box, width: 6 },
    { header: 'What it holds', kind: 'text', value: (line) => line.label, width: 55 },
    { header: 'Records', kind: 'text', value: (line) => line.count?.toString() ?? '' },
    {
      header: 'VAT',
      kind: 'text',
      value: (line) => (line.vatMinor === null ? '' : minorToText(line.vatMinor)),
    },
    { header: vatReturn.currency_code, kind: 'money', value: (line) => line.amountMinor, width: 16 },
  ];
  return { vatReturn, stream: xlsxStream('VAT return', columns, each(linesOf(vatReturn))) };
}

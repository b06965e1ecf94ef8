// The lock a filed VAT return puts on its period (docs/decisions/0372-filing-a-vat-return.md): a
// document, expense or (on the cash basis) payment dated in a filed period can no longer change its
// figures. The engine, payments and expenses call `assertOpenForVat` on each path that changes figures;
// the filed periods are the tax feature's, read through a port (one indexed lookup).
import type { RawBuilder } from 'kysely';
import { vatLockMessage } from '@tradebook/domain/tax/filed-vat-return.schemas';
import type { AppContext } from '../../app-context';
import { AppError } from '../../app-error';
import type { OwnerId } from '../../db/owner';

/** Dates a change touches: a document's or expense's dates (old and new), and payment dates. */
export interface VatDates {
  dates?: ReadonlyArray<string | null | undefined>;
  paymentDates?: ReadonlyArray<string | null | undefined>;
}

declare module '../../app-context' {
  interface FeaturePorts {
    /** The filed period holding any of the dates (payment dates: a return filed on the cash basis), if
     * one does (tax/filed-periods.ts). */
    filedPeriodHolding(
      ctx: AppContext,
      owner: OwnerId,
      held: { dates: string[]; paymentDates: string[] },
    ): Promise<{ from: string; to: string } | undefined>;
    /** The filed period holding each row's date, a column of a list page's own statement: 'from to', or
     * null (tax/filed-periods.ts; read with `lockFromColumn`). */
    filedPeriodColumn(owner: OwnerId, dateColumn: string): RawBuilder<string | null>;
  }
}

const present = (dates: VatDates['dates']) =>
  [...new Set(dates ?? [])].filter((date): date is string => typeof date === 'string' && date !== '');

/** A 422 in the owner's words when a filed VAT return holds one of the dates. */
export async function assertOpenForVat(ctx: AppContext, owner: OwnerId, touched: VatDates): Promise<void> {
  const held = { dates: present(touched.dates), paymentDates: present(touched.paymentDates) };
  if (held.dates.length === 0 && held.paymentDates.length === 0) return;
  const filed = await ctx.ports.filedPeriodHolding(ctx, owner, held);
  if (filed) throw new AppError('validation', [vatLockMessage(filed.from, filed.to)]);
}

/** Kinds whose documents a VAT return counts. */
const TAXED_KINDS = new Set(['invoice', 'credit_note']);

/** Whether the document counts in a VAT return once issued (an invoice or a credit note). */
export const isTaxedKind = (kind: string) => TAXED_KINDS.has(kind);

/** The filed VAT period an issued invoice or credit note is dated in, or null: shown on the document. */
export async function vatLockOf(
  ctx: AppContext,
  owner: OwnerId,
  row: { kind: string; status: string; document_date: string },
): Promise<{ from: string; to: string } | null> {
  if (!isTaxedKind(row.kind) || row.status === 'draft') return null;
  return (
    (await ctx.ports.filedPeriodHolding(ctx, owner, { dates: [row.document_date], paymentDates: [] })) ?? null
  );
}

/** A list row's `locked_by_vat_return`, as the row's single read answers it, from the column its page's
 * statement read (the port's `filedPeriodColumn`, docs/decisions/0424-list-page-locks-in-the-page-statement.md). */
export function lockFromColumn(text: string | null | undefined): { from: string; to: string } | null {
  if (!text) return null;
  const space = text.indexOf(' ');
  return { from: text.slice(0, space), to: text.slice(space + 1) };
}

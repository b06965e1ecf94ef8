// What every report starts from (docs/decisions/0376-reports.md): the business's currency and name, the
// owner's tax settings, today on the server's calendar, and the checks of a period.
import { addDays, calendarDateOf } from '@tradebook/domain/documents/dates';
import { REPORT_MESSAGES } from '@tradebook/domain/reports/report-requests.schemas';
import type { TaxScheme } from '@tradebook/domain/tax/tax-settings.schemas';
import type { AppContext } from '../../app-context';
import { AppError } from '../../app-error';
import type { OwnerId } from '../../db/owner';
import { findBusinessFacts } from '../accounts/user-profiles.repository';
import { currencyById } from '../lookups/currencies';
import { getTaxScheme } from '../tax/tax-scheme.service';

export interface ReportContext {
  currencyId: number;
  currencyCode: string;
  currencySymbol: string;
  business: string;
  today: string;
  scheme: TaxScheme;
}

export async function reportContext(ctx: AppContext, owner: OwnerId): Promise<ReportContext> {
  const facts = await findBusinessFacts(ctx.db, owner);
  const currencyId = Number(facts.currency_id);
  const currency = currencyById(currencyId);
  return {
    currencyId,
    currencyCode: currency?.code ?? '',
    currencySymbol: currency?.symbol ?? '',
    business: facts.company_name?.trim() || facts.fullname,
    today: calendarDateOf(ctx.now()),
    scheme: await getTaxScheme(ctx, owner),
  };
}

/** A period of at most 24 months that ends on or after it starts (422 otherwise). */
export function requirePeriod(period: { from: string; to: string }): void {
  if (period.to < period.from) throw new AppError('validation', [REPORT_MESSAGES.order]);
  const limit = addDays(`${Number(period.from.slice(0, 4)) + 2}${period.from.slice(4)}`, 0);
  if (period.to >= limit) throw new AppError('validation', [REPORT_MESSAGES.tooLong]);
}

/** limit and offset of a page. */
export function rowPage(request: { page: number; per_page: number }) {
  return { limit: request.per_page, offset: (request.page - 1) * request.per_page };
}

/** The 'YYYY-MM' months from `from` to `to`, oldest first. */
export function monthsBetween(from: string, to: string): string[] {
  const start = Number(from.slice(0, 4)) * 12 + Number(from.slice(5, 7)) - 1;
  const end = Number(to.slice(0, 4)) * 12 + Number(to.slice(5, 7)) - 1;
  return Array.from({ length: end - start + 1 }, (_, index) => {
    const at = start + index;
    return `${Math.floor(at / 12)}-${String((at % 12) + 1).padStart(2, '0')}`;
  });
}

// The owner's VAT and income-tax settings (docs/decisions/0364-tax-settings.md): the stored row, or the
// defaults of the business's country until the first save. A save merges the fields sent into them.
import { percentFromMilli } from '@tradebook/domain/money/percent';
import {
  defaultTaxScheme,
  TAX_SCHEME_MESSAGES,
  type AccountingBasis,
  type TaxScheme,
  type TaxSchemeAnswer,
  type VatPeriodKind,
} from '@tradebook/domain/tax/tax-settings.schemas';
import type { AppContext } from '../../app-context';
import { AppError } from '../../app-error';
import type { OwnerId } from '../../db/owner';
import { ownerCountryCode } from '../profile/phone-numbers';
import { findTaxSchemeRow, saveTaxSchemeRow } from './tax-schemes.repository';

export async function getTaxScheme(ctx: AppContext, owner: OwnerId): Promise<TaxScheme> {
  const row = await findTaxSchemeRow(ctx.db, owner);
  if (!row) return defaultTaxScheme(await ownerCountryCode(ctx, owner));
  return {
    vatPeriod: row.vat_period as VatPeriodKind,
    periodEndMonth: Number(row.period_end_month),
    basis: row.accounting_basis as AccountingBasis,
    flatRate: Number(row.flat_rate) === 1,
    flatRateMilli: Number(row.flat_rate_milli),
    taxYearStart: row.tax_year_start,
    incomeTaxRateMilli: Number(row.income_tax_rate_milli),
  };
}

export async function saveTaxScheme(
  ctx: AppContext,
  owner: OwnerId,
  changes: Partial<TaxScheme>,
): Promise<TaxScheme> {
  const scheme = { ...(await getTaxScheme(ctx, owner)), ...changes };
  if (scheme.flatRate && scheme.flatRateMilli === 0) {
    throw new AppError('validation', [TAX_SCHEME_MESSAGES.flatRateRequired]);
  }
  await saveTaxSchemeRow(ctx.db, owner, {
    vat_period: scheme.vatPeriod,
    period_end_month: scheme.periodEndMonth,
    accounting_basis: scheme.basis,
    flat_rate: scheme.flatRate ? 1 : 0,
    flat_rate_milli: scheme.flatRate ? scheme.flatRateMilli : 0,
    tax_year_start: scheme.taxYearStart,
    income_tax_rate_milli: scheme.incomeTaxRateMilli,
    updated_at: ctx.now().toISOString(),
  });
  return getTaxScheme(ctx, owner);
}

export function toTaxSchemeAnswer(scheme: TaxScheme): TaxSchemeAnswer {
  return {
    vat_period: scheme.vatPeriod,
    period_end_month: scheme.periodEndMonth,
    accounting_basis: scheme.basis,
    flat_rate_scheme: scheme.flatRate ? 1 : 0,
    flat_rate: percentFromMilli(scheme.flatRate ? scheme.flatRateMilli : 0),
    tax_year_start: scheme.taxYearStart,
    income_tax_rate: percentFromMilli(scheme.incomeTaxRateMilli),
  };
}

// tax/file_vat_return (docs/decisions/0372-filing-a-vat-return.md): marks a period's VAT return as filed,
// storing its figures as they stand. From then on nothing dated in the period may change them
// (documents/vat-lock.ts). A period is filed once it has ended, never twice, and never across another
// filed period; filing is not undone.
import { calendarDateOf } from '@tradebook/domain/documents/dates';
import { FILED_VAT_RETURN_MESSAGES as M } from '@tradebook/domain/tax/filed-vat-return.schemas';
import type { VatReturn } from '@tradebook/domain/tax/vat-return.schemas';
import type { AppContext } from '../../app-context';
import { AppError } from '../../app-error';
import type { OwnerId } from '../../db/owner';
import { isUniqueViolation } from '../../db/unique-violation';
import { findOverlappingFiledPeriod, insertFiledPeriod } from './filed-periods.repository';
import { getVatReturn, workOutVatReturn } from './vat-return.service';

export async function fileVatReturn(
  ctx: AppContext,
  owner: OwnerId,
  input: { from: string; to: string; period_key: string },
): Promise<VatReturn> {
  const today = calendarDateOf(ctx.now());
  const { answer: figures, boxes, scheme } = await workOutVatReturn(ctx, owner, input);
  if (figures.to >= today) throw new AppError('validation', [M.notEnded]);
  const filed = await findOverlappingFiledPeriod(ctx.db, owner, figures);
  if (filed) throw new AppError('validation', [M.overlaps(filed.period_from, filed.period_to)]);
  try {
    await insertFiledPeriod(ctx.db, owner, {
      period_from: figures.from,
      period_to: figures.to,
      period_key: figures.period_key,
      accounting_basis: figures.accounting_basis,
      flat_rate: figures.flat_rate_scheme,
      flat_rate_milli: scheme.flatRate ? scheme.flatRateMilli : 0,
      currency_code: figures.currency_code,
      box1_minor: boxes.vatDueSales,
      box2_minor: boxes.vatDueAcquisitions,
      box3_minor: boxes.totalVatDue,
      box4_minor: boxes.vatReclaimedCurrPeriod,
      box5_minor: boxes.netVatDue,
      box6_minor: boxes.totalValueSalesExVAT,
      box7_minor: boxes.totalValuePurchasesExVAT,
      box8_minor: boxes.totalValueGoodsSuppliedExVAT,
      box9_minor: boxes.totalAcquisitionsExVAT,
      filed_at: ctx.now().toISOString(),
    });
  } catch (error) {
    // The same period filed by another request at the same moment.
    if (!isUniqueViolation(error)) throw error;
    throw new AppError('validation', [M.overlaps(figures.from, figures.to)]);
  }
  return getVatReturn(ctx, owner, input);
}

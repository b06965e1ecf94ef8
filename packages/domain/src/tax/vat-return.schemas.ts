// tax/vat_return (docs/decisions/0365-vat-return.md): the VAT return of a period, from..to (both blank:
// the VAT period that holds today), with the nine boxes, output and input VAT by rate, and HMRC's body.
import { z } from 'zod';
import { optionalText } from '../api/fields';
import { optionalDateField } from '../documents/document.schemas';

export const VAT_RETURN_MESSAGES = {
  fromInvalid: 'From must be a valid date (YYYY-MM-DD).',
  toInvalid: 'To must be a valid date (YYYY-MM-DD).',
  bothOrNeither: 'Give both dates of the period, or neither for the current period.',
  order: 'The period must end on or after the day it starts.',
  tooLong: 'A VAT return covers at most 12 months.',
} as const;

export const VatReturnRequestSchema = z.object({
  from: optionalDateField(VAT_RETURN_MESSAGES.fromInvalid),
  to: optionalDateField(VAT_RETURN_MESSAGES.toInvalid),
  period_key: optionalText(4, 'Period key').describe(
    "HMRC's period key from its obligations; blank: our own key of the period.",
  ),
});
export type VatReturnRequest = z.input<typeof VatReturnRequestSchema>;

const RateLineSchema = z.object({
  rate: z.number().describe('Percent.'),
  net: z.number(),
  vat: z.number().describe('Output: VAT due; input: VAT that can be reclaimed.'),
  count: z.number().int().describe('Documents (or payments, on the cash basis) behind the line.'),
});

export const HmrcVatReturnSchema = z.object({
  periodKey: z.string(),
  vatDueSales: z.number(),
  vatDueAcquisitions: z.number(),
  totalVatDue: z.number(),
  vatReclaimedCurrPeriod: z.number(),
  netVatDue: z.number().describe('Never negative: what is paid or reclaimed.'),
  totalValueSalesExVAT: z.number().int(),
  totalValuePurchasesExVAT: z.number().int(),
  totalValueGoodsSuppliedExVAT: z.number().int(),
  totalAcquisitionsExVAT: z.number().int(),
  finalised: z.boolean(),
});

export const VatReturnSchema = z.object({
  from: z.string(),
  to: z.string(),
  period_key: z.string(),
  accounting_basis: z.enum(['invoice', 'cash']),
  flat_rate_scheme: z.union([z.literal(0), z.literal(1)]),
  currency_code: z
    .string()
    .describe(
      "The business's currency: a document in another counts at the exchange rate it keeps (one without is left out).",
    ),
  boxes: z
    .object({
      box1: z.number(),
      box2: z.number(),
      box3: z.number(),
      box4: z.number(),
      box5: z.number().describe('box3 - box4; negative: a repayment.'),
      box6: z.number(),
      box7: z.number(),
      box8: z.number(),
      box9: z.number(),
    })
    .describe('In pounds and pence (2 decimals).'),
  sales_by_rate: z.array(RateLineSchema),
  purchases_by_rate: z.array(RateLineSchema),
  hmrc: HmrcVatReturnSchema.describe("HMRC's VAT return body (boxes 6 to 9 in whole pounds)."),
  filed_at: z
    .string()
    .nullable()
    .describe('When the return of exactly this period was marked as filed (its boxes are then as filed).'),
});
export type VatReturn = z.infer<typeof VatReturnSchema>;

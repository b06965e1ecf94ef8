// Tax and Registration (docs/reference/settings.md 'Screens' and 'Fields'). Two tax lines, each a name, a
// rate in percent with up to 3 decimals (docs/reference/settings.md) and an on/off switch. A line switched
// off keeps its name and has rate 0, whatever was sent. Rates are 0 to 100, checked on the server too
// (docs/decisions/0101-settings-validation.md); they are held as thousandths of a percent.
import { z } from 'zod';
import { optionalText } from '../api/fields';
import { parseScaled } from '../money/money';
import { MAX_PERCENT_MILLI, PERCENT_DECIMALS } from '../money/percent';

export const DEFAULT_TAX_NAMES = ['Tax-1', 'Tax-2'] as const;

export const TAX_MESSAGES = {
  rateRange: 'Tax rate must be between 0 and 100.',
  rateNumber: 'Tax rate must be a number.',
  rateDecimals: 'Tax rate can have at most 3 decimals.',
  switch: 'A tax switch must be 0 (off) or 1 (on).',
  saved: 'Save data Successful.',
} as const;

/** '7.5' or 7.5 -> 7500; blank or missing -> 0. Reports the first problem of the text. */
function rateMilli() {
  return z
    .union([z.string(), z.number(), z.null()])
    .optional()
    .transform((value, ctx) => {
      if (value === null || value === undefined || (typeof value === 'string' && value.trim() === ''))
        return 0;
      const text = String(value).trim();
      if (!/^-?(\d+\.?\d*|\.\d+)$/.test(text) || (typeof value === 'number' && !Number.isFinite(value))) {
        ctx.addIssue({ code: 'custom', message: TAX_MESSAGES.rateNumber });
        return z.NEVER;
      }
      const milli = parseScaled(value, PERCENT_DECIMALS);
      if (milli === undefined) {
        const fraction = text.split('.')[1] ?? '';
        const message =
          fraction.length > PERCENT_DECIMALS ? TAX_MESSAGES.rateDecimals : TAX_MESSAGES.rateRange;
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      if (milli < 0 || milli > MAX_PERCENT_MILLI) {
        ctx.addIssue({ code: 'custom', message: TAX_MESSAGES.rateRange });
        return z.NEVER;
      }
      return milli;
    });
}

/** A switch: 0, 1, '0', '1', true or false; missing means off. */
function taxSwitch() {
  return z
    .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.boolean()], {
      error: TAX_MESSAGES.switch,
    })
    .optional()
    .transform((value) => (value === 1 || value === '1' || value === true ? 1 : 0));
}

export const UpdateTaxSchema = z
  .object({
    tax1_name: optionalText(50, 'Tax name'),
    tax1_rate: rateMilli(),
    is_tax1_enable: taxSwitch(),
    tax2_name: optionalText(50, 'Tax name'),
    tax2_rate: rateMilli(),
    is_tax2_enable: taxSwitch(),
    registration_number: optionalText(100, 'Registration number'),
    tax_number: optionalText(100, 'Tax number'),
  })
  .transform((tax) => ({
    tax1_name: tax.tax1_name || DEFAULT_TAX_NAMES[0],
    tax1_rate_milli: tax.is_tax1_enable ? tax.tax1_rate : 0,
    is_tax1_enable: tax.is_tax1_enable,
    tax2_name: tax.tax2_name || DEFAULT_TAX_NAMES[1],
    tax2_rate_milli: tax.is_tax2_enable ? tax.tax2_rate : 0,
    is_tax2_enable: tax.is_tax2_enable,
    registration_number: tax.registration_number,
    tax_number: tax.tax_number,
  }));
export type UpdateTaxInput = z.input<typeof UpdateTaxSchema>;
export type UpdateTaxRequest = z.output<typeof UpdateTaxSchema>;

const switchValue = z.union([z.literal(0), z.literal(1)]);

/** tax/get_details and tax/update answer: the rates in percent (7.5), a line switched off has rate 0. */
export const TaxDetailsSchema = z.object({
  tax1_name: z.string(),
  tax1_rate: z.number().describe('Percent, up to 3 decimals; 0 when the line is off.'),
  is_tax1_enable: switchValue,
  tax2_name: z.string(),
  tax2_rate: z.number().describe('Percent, up to 3 decimals; 0 when the line is off.'),
  is_tax2_enable: switchValue,
  registration_number: z.string(),
  tax_number: z.string(),
});
export type TaxDetails = z.infer<typeof TaxDetailsSchema>;

// Banking, IBAN and Payment Gateway (docs/reference/settings.md 'Screens' and 'Fields'): three sections, each
// with a 0/1 switch. The spec has no checks beyond the switches. A section switched off keeps what it held:
// its fields in the request are ignored, so switching it back on brings the old details back. A field left
// out of the request keeps its stored value too.
import { z } from 'zod';

export const BANK_MESSAGES = {
  switch: 'A section switch must be 0 (off) or 1 (on).',
  saved: 'Save data Successful.',
} as const;

/** Which fields each switch shows. */
export const BANK_SECTIONS = {
  is_banking_info_available: ['accountant_name', 'branch_code', 'account_number'],
  is_international_banking_info_enable: ['swift_code', 'iban_number'],
  is_paypal_info_enable: ['paypal_id'],
} as const;

/** Text that stays undefined when the field is absent (so the stored value is kept). */
function keptText(max: number, label: string) {
  return z
    .union([z.string(), z.number(), z.null()])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === null ? '' : String(value).trim()))
    .pipe(
      z
        .string()
        .max(max, { error: `${label} must be at most ${max} characters.` })
        .optional(),
    );
}

function sectionSwitch() {
  return z
    .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.boolean()], {
      error: BANK_MESSAGES.switch,
    })
    .optional()
    .transform((value) => (value === 1 || value === '1' || value === true ? 1 : 0));
}

export const UpdateBankSchema = z.object({
  is_banking_info_available: sectionSwitch(),
  accountant_name: keptText(100, 'Account holder name'),
  branch_code: keptText(50, 'Sort code / branch code / routing number'),
  account_number: keptText(50, 'Account number'),
  is_international_banking_info_enable: sectionSwitch(),
  swift_code: keptText(20, 'SWIFT/BIC code'),
  iban_number: keptText(50, 'IBAN'),
  is_paypal_info_enable: sectionSwitch(),
  paypal_id: keptText(255, 'PayPal id or PayPal.me link'),
});
export type UpdateBankInput = z.input<typeof UpdateBankSchema>;
export type UpdateBankRequest = z.output<typeof UpdateBankSchema>;

const switchValue = z.union([z.literal(0), z.literal(1)]);

/** bank/get_details and bank/update answer: every stored detail, with each section's switch (0/1). */
export const BankDetailsSchema = z.object({
  is_banking_info_available: switchValue,
  accountant_name: z.string(),
  branch_code: z.string(),
  account_number: z.string(),
  is_international_banking_info_enable: switchValue,
  swift_code: z.string(),
  iban_number: z.string(),
  is_paypal_info_enable: switchValue,
  paypal_id: z.string(),
});
export type BankDetails = z.infer<typeof BankDetailsSchema>;

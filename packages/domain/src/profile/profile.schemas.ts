// The company profile form (docs/reference/profile.md 'Fields' and 'Rules'). One schema checks
// the web form and the update_profile call, so a request that skips the web gets the same messages.
import { z } from 'zod';
import { optionalText } from '../api/fields';

export const COMPANY_TYPES = ['Sole Trader', 'Limited Company'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

export const PROFILE_MESSAGES = {
  businessCategory: 'Business category is required',
  postalAddress: 'Postal address is required',
  street: 'Street name is required',
  state: 'State is required',
  zip: 'Zip code is required',
  phone: 'Phone number is required',
  mobile: 'Mobile number is required',
  companyName: 'Company name is required',
  companyType: "Company type must be 'Sole Trader' or 'Limited Company'.",
  businessCategoryInvalid: 'Please choose a business category from the list.',
  saved: 'Profile update Complete.',
  fillRequired: 'Please fill in all required fields.',
} as const;

/** The form's fields whose values are text. */
export type ProfileTextField =
  | 'business_category_id'
  | 'postal_address'
  | 'street2'
  | 'state'
  | 'zip'
  | 'phone1'
  | 'mobile'
  | 'companyname';

interface RequiredCheck {
  field: ProfileTextField;
  message: string;
  /** A sole trader must fill it too; a limited company must fill every one. */
  soleTrader: boolean;
}

/** The required-field checks, in the order the spec lists them (which is the order of the messages). */
export const PROFILE_REQUIRED_CHECKS: readonly RequiredCheck[] = [
  { field: 'business_category_id', message: PROFILE_MESSAGES.businessCategory, soleTrader: true },
  { field: 'postal_address', message: PROFILE_MESSAGES.postalAddress, soleTrader: false },
  { field: 'street2', message: PROFILE_MESSAGES.street, soleTrader: false },
  { field: 'state', message: PROFILE_MESSAGES.state, soleTrader: false },
  { field: 'zip', message: PROFILE_MESSAGES.zip, soleTrader: false },
  { field: 'phone1', message: PROFILE_MESSAGES.phone, soleTrader: false },
  { field: 'mobile', message: PROFILE_MESSAGES.mobile, soleTrader: true },
  { field: 'companyname', message: PROFILE_MESSAGES.companyName, soleTrader: true },
];

export function isCompanyType(value: unknown): value is CompanyType {
  return (COMPANY_TYPES as readonly unknown[]).includes(value);
}

/** The fields a company type must fill. An unknown type gets the sole trader's three. */
export function requiredProfileFields(companyType: string): ProfileTextField[] {
  const limited = companyType === 'Limited Company';
  return PROFILE_REQUIRED_CHECKS.filter((check) => limited || check.soleTrader).map((check) => check.field);
}

export const UpdateProfileSchema = z
  .object({
    fullname: optionalText(200, 'Full name'),
    business_category_id: optionalText(12, 'Business category'),
    postal_address: optionalText(255, 'Postal address'),
    street2: optionalText(255, 'Street name'),
    state: optionalText(100, 'State'),
    zip: optionalText(20, 'Zip code'),
    /** Town or city (e-invoices, BT-37); left out of a request, the stored one stays. */
    city: optionalText(100, 'Town or city').optional(),
    phone1: optionalText(30, 'Phone number'),
    mobile: optionalText(30, 'Mobile number'),
    website: optionalText(255, 'Website'),
    companyname: optionalText(200, 'Company name'),
    companytype: optionalText(50, 'Company type'),
    /** 'Y' when the request carries a new logo in `image`; informative only: the file decides. */
    is_logo: optionalText(1, 'is_logo'),
    /** The logo file of a multipart request; checked by the server, which alone can read its content. */
    image: z.unknown().optional(),
  })
  .superRefine((profile, ctx) => {
    const required = new Set(requiredProfileFields(profile.companytype));
    for (const check of PROFILE_REQUIRED_CHECKS) {
      if (required.has(check.field) && profile[check.field] === '') {
        ctx.addIssue({ code: 'custom', message: check.message, path: [check.field] });
      }
    }
    if (profile.business_category_id !== '' && !/^\d{1,9}$/.test(profile.business_category_id)) {
      ctx.addIssue({
        code: 'custom',
        message: PROFILE_MESSAGES.businessCategoryInvalid,
        path: ['business_category_id'],
      });
    }
    if (!isCompanyType(profile.companytype)) {
      ctx.addIssue({ code: 'custom', message: PROFILE_MESSAGES.companyType, path: ['companytype'] });
    }
  })
  .transform((profile) => ({
    ...profile,
    business_category_id: profile.business_category_id === '' ? null : Number(profile.business_category_id),
    companytype: profile.companytype as CompanyType,
  }));
export type UpdateProfileInput = z.input<typeof UpdateProfileSchema>;
export type UpdateProfileRequest = z.output<typeof UpdateProfileSchema>;

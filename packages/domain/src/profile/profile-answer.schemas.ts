// The user object that get_profile, login and the profile and regional-settings calls answer
// (docs/reference/profile.md 'Fields' and 'Calls'). Profile fields that are not set answer 'N/A', the spec's
// word for "not set" (isProfileComplete reads them); the address fields answer '' instead.
import { z } from 'zod';

export const AddressDetailsSchema = z.object({
  postal_address: z.string(),
  street2: z.string(),
  state: z.string(),
  zip: z.string(),
  city: z.string(),
  phone1: z.string(),
  phone2: z.string(),
  /** The same value as phone2: the profile form shows phone2 as mobile; update_profile takes `mobile`. */
  mobile: z.string().describe('The same value as phone2 (the profile form calls it mobile).'),
  website: z.string(),
});
export type AddressDetails = z.infer<typeof AddressDetailsSchema>;

export const SUBSCRIPTION_TYPES = ['N/A', 'pro', 'expired'] as const;

export const SubscriptionDetailsSchema = z.object({
  noOfDaysRemaining: z
    .number()
    .int()
    .nullable()
    .describe('Days left of a paid subscription; null when there has never been one.'),
  subscription_type: z
    .enum(SUBSCRIPTION_TYPES)
    .describe("'N/A' (never subscribed), 'pro' (days left) or 'expired'."),
});
export type SubscriptionDetails = z.infer<typeof SubscriptionDetailsSchema>;

export const ProfileSchema = z.object({
  id: z.number().int(),
  /** The same value as id. */
  user_id: z.number().int(),
  email: z.string(),
  fullname: z.string(),
  welcomename: z.string(),
  country_id: z.number().int().describe('ISO 3166-1 numeric code, e.g. 826.'),
  /** The country's name, or 'N/A'. */
  country: z.string(),
  currency_id: z.number().int().describe('ISO 4217 numeric code, e.g. 826 for GBP.'),
  /** The currency's symbol, e.g. '£'. */
  currency: z.string().describe("The currency's symbol, e.g. £."),
  currency_code: z.string(),
  currency_name: z.string(),
  language: z.string(),
  user_type: z.string(),
  company_name: z.string(),
  /** 'Sole Trader', 'Limited Company' or 'N/A'. */
  companytype: z.string().describe("'Sole Trader', 'Limited Company' or 'N/A'."),
  business_category_id: z.number().int().nullable(),
  /** A signed link to the logo that expires, or 'N/A'. */
  logourl: z.string().describe("A signed, expiring link to the logo, or 'N/A'."),
  is_logo: z.enum(['Y', 'N']),
  address_details: AddressDetailsSchema,
  subscription_details: SubscriptionDetailsSchema,
  no_of_days_of_free_usage: z.number().int(),
  is_profile_complete: z.boolean(),
  email_verified: z
    .union([z.literal(0), z.literal(1)])
    .describe("1 once the account's e-mail address is confirmed (the link e-mailed at registration)."),
});
export type Profile = z.infer<typeof ProfileSchema>;

// What every document of a business prints about the business: its name, contact details and logo
// (profile), its tax and registration numbers (Tax and Registration settings) and the payment sections
// it switched on (Banking, IBAN and PayPal settings). Read once per document, or once per export.
import { businessNameOf } from '@tradebook/domain/documents/document-mail';
import { NOT_AVAILABLE } from '@tradebook/domain/profile/profile-complete';
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';
import type { PdfBusiness, PdfSection } from '../../pdf/document-model';
import { findCountry } from '../lookups/countries';
import { getProfile, readLogo } from '../profile/profile.service';
import { getBankSettings, getTaxSettings } from '../settings/settings.service';
import { formatPhoneNumber } from '@tradebook/domain/api/phone-number';

export interface Letterhead {
  business: PdfBusiness;
  businessIds: Array<{ label: string; value: string }>;
  paymentSections: PdfSection[];
  /** The account e-mail: reply-to of e-mailed documents (docs/reference/documents.md). */
  email: string;
  /** The name a client knows the business by: the company name, else the owner's name. */
  name: string;
  /** The business's country ('GB'), whose order its dates are printed in (ADR 0368); none yet, undefined. */
  countryCode?: string;
  /** The line of `business.lines` naming the business's country in English, if printed (a PDF in another
   * language names it in that language, docs/decisions/0394). */
  country?: string;
}

const present = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '' && value !== NOT_AVAILABLE;

function section(heading: string, rows: Array<{ label: string; value: string }>): PdfSection[] {
  const filled = rows.filter((row) => present(row.value));
  return filled.length > 0 ? [{ heading, rows: filled }] : [];
}

export async function loadLetterhead(ctx: AppContext, owner: OwnerId): Promise<Letterhead> {
  const profile = await getProfile(ctx, owner);
  const tax = await getTaxSettings(ctx, owner);
  const bank = await getBankSettings(ctx, owner);
  const logo = await readLogo(ctx, owner);

  const name = businessNameOf(profile);
  const address = profile.address_details;
  const country = present(profile.country) ? profile.country : '';
  const phones = [address.phone1, address.phone2].filter(present).map(formatPhoneNumber).join(' · ');
  const lines = [
    present(profile.company_name) && profile.fullname !== profile.company_name ? profile.fullname : '',
    address.postal_address,
    address.street2,
    [address.state, address.zip].filter(present).join(' '),
    country,
    profile.email,
    phones,
    address.website,
  ].filter(present);

  const businessIds = [
    { label: 'Tax/VAT No.', value: tax.tax_number },
    { label: 'Company Reg. No.', value: tax.registration_number },
  ].filter((id) => present(id.value));

  const paymentSections = [
    ...(bank.is_banking_info_available
      ? section('Bank transfer', [
          { label: 'Account name', value: bank.accountant_name },
          { label: 'Sort/branch code', value: bank.branch_code },
          { label: 'Account no.', value: bank.account_number },
        ])
      : []),
    ...(bank.is_international_banking_info_enable
      ? section('International', [
          { label: 'SWIFT/BIC', value: bank.swift_code },
          { label: 'IBAN', value: bank.iban_number },
        ])
      : []),
    ...(bank.is_paypal_info_enable ? section('PayPal', [{ label: 'PayPal', value: bank.paypal_id }]) : []),
  ];

  const countryCode = findCountry(profile.country_id)?.code;
  return {
    business: { name, lines, logo },
    businessIds,
    paymentSections,
    email: profile.email,
    name,
    countryCode,
    ...(country ? { country } : {}),
  };
}

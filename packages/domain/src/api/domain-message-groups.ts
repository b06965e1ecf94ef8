// Every group of message constants in packages/domain, under the name its codes start with
// (api/message-codes.ts). A new group of messages is added here once; the order settles which code a text
// two groups share is given (the first), so new groups go at the end.
import type { MessageGroup } from './message-codes';
import { GENERIC_ERROR_MESSAGE, NOT_FOUND_MESSAGE } from './envelope';
import { LINK_MESSAGES } from './links';
import { PAGING_MESSAGES } from './paging';
import { PHONE_MESSAGES } from './phone-number';
import { ACCOUNTANT_MESSAGES } from '../accountants/accountants.schemas';
import { AUTH_MESSAGES } from '../auth/auth.schemas';
import { EMAIL_VERIFICATION_MESSAGES } from '../auth/email-verification.schemas';
import { CLIENT_LINK_MESSAGES } from '../client-links/client-link-messages';
import { CLIENT_MESSAGES } from '../clients/clients.schemas';
import { CREDIT_NOTE_MESSAGES } from '../credit-notes/credit-note-messages';
import { DOCUMENT_MAIL_MESSAGES } from '../documents/document-mail.schemas';
import { DOCUMENT_MESSAGES } from '../documents/document.schemas';
import { LINE_MESSAGES } from '../documents/line-fields';
import { LIST_MESSAGES } from '../documents/list-documents.schemas';
import { EINVOICE_MESSAGES } from '../einvoices/einvoice.schemas';
import { EXPENSE_MESSAGES } from '../expenses/expense-messages';
import { EXPENSE_TAX_MESSAGES } from '../expenses/expense-tax';
import { IMPORT_MESSAGES } from '../imports/imports.schemas';
import { INVOICE_MESSAGES } from '../invoices/invoice-messages';
import { PAYMENT_MESSAGES } from '../invoices/payment-messages';
import { CATEGORY_MESSAGES, ITEM_MESSAGES } from '../items/items.schemas';
import { LOOKUP_MESSAGES } from '../lookups/lookups.schemas';
import { EMAIL_MESSAGES } from '../mail/document-emails.schemas';
import { PERIOD_PACK_MESSAGES } from '../period-pack/period-pack.schemas';
import { PROFILE_MESSAGES } from '../profile/profile.schemas';
import { REGIONAL_MESSAGES } from '../profile/regional.schemas';
import { QUOTATION_MESSAGES } from '../quotations/quotation-messages';
import { RECURRING_MESSAGES } from '../recurring/recurring.schemas';
import { REMINDER_MESSAGES } from '../reminders/reminder-settings.schemas';
import { REPORT_MESSAGES } from '../reports/report-requests.schemas';
import { BANK_MESSAGES } from '../settings/bank.schemas';
import { PAYMENT_GATEWAY_MESSAGES } from '../settings/payment-gateway.schemas';
import { TAX_MESSAGES } from '../settings/tax.schemas';
import { TERMS_MESSAGES } from '../settings/terms.schemas';
import { SUBSCRIPTION_MESSAGES } from '../subscriptions/subscription.schemas';
import { FILED_VAT_RETURN_MESSAGES } from '../tax/filed-vat-return.schemas';
import { TAX_SCHEME_MESSAGES } from '../tax/tax-settings.schemas';
import { VAT_RETURN_MESSAGES } from '../tax/vat-return.schemas';

/** What every call may answer, whatever its area. */
export const API_MESSAGES = {
  generic: GENERIC_ERROR_MESSAGE,
  notFound: NOT_FOUND_MESSAGE,
  unreadable: 'The request could not be read.',
  tooLarge: 'The upload is too large.',
  unsupportedType: 'This content type is not supported.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  useMethod: (methods: string) => `Use ${methods} for this call.`,
} as const;

export const DOMAIN_MESSAGE_GROUPS: Readonly<Record<string, MessageGroup>> = {
  api: API_MESSAGES,
  auth: AUTH_MESSAGES,
  email_verification: EMAIL_VERIFICATION_MESSAGES,
  profile: PROFILE_MESSAGES,
  regional: REGIONAL_MESSAGES,
  phone: PHONE_MESSAGES,
  link: LINK_MESSAGES,
  paging: PAGING_MESSAGES,
  lookup: LOOKUP_MESSAGES,
  client: CLIENT_MESSAGES,
  item: ITEM_MESSAGES,
  category: CATEGORY_MESSAGES,
  document: DOCUMENT_MESSAGES,
  line: LINE_MESSAGES,
  list: LIST_MESSAGES,
  document_mail: DOCUMENT_MAIL_MESSAGES,
  quotation: QUOTATION_MESSAGES,
  invoice: INVOICE_MESSAGES,
  payment: PAYMENT_MESSAGES,
  credit_note: CREDIT_NOTE_MESSAGES,
  client_link: CLIENT_LINK_MESSAGES,
  email: EMAIL_MESSAGES,
  reminder: REMINDER_MESSAGES,
  recurring: RECURRING_MESSAGES,
  expense: EXPENSE_MESSAGES,
  expense_tax: EXPENSE_TAX_MESSAGES,
  import: IMPORT_MESSAGES,
  einvoice: EINVOICE_MESSAGES,
  tax: TAX_MESSAGES,
  tax_scheme: TAX_SCHEME_MESSAGES,
  vat_return: VAT_RETURN_MESSAGES,
  filed_vat_return: FILED_VAT_RETURN_MESSAGES,
  bank: BANK_MESSAGES,
  terms: TERMS_MESSAGES,
  payment_gateway: PAYMENT_GATEWAY_MESSAGES,
  report: REPORT_MESSAGES,
  period_pack: PERIOD_PACK_MESSAGES,
  accountant: ACCOUNTANT_MESSAGES,
  subscription: SUBSCRIPTION_MESSAGES,
};

// What an accountant may call (docs/decisions/0379-one-check-for-every-call.md). Every authenticated route
// carries `config.accountant`: 'read' (answers as for the owner), 'download' (read, and written to the
// owner's access log), 'change' or 'owner-only' (403 for an accountant). A GET reads unless named below; any
// other method changes something unless it is named below as a read: the spec's API uses POST for many
// lists, searches and downloads, so the list of those is kept here, explicit, by path. A route may also
// set `config: { accountant }` itself; a route added without either is a change, answered 403.
import type { RouteOptions } from 'fastify';

export type AccountantRule = 'read' | 'download' | 'change' | 'owner-only';

declare module 'fastify' {
  interface FastifyContextConfig {
    accountant?: AccountantRule;
  }
}

/** The POST routes that only read: path after /api/v3/ (or /api/v2/). */
export const READ_ONLY_POSTS: Readonly<Record<string, 'read' | 'download'>> = {
  get_quotation_list_by_user: 'read',
  'quotation/ListByquotationNumber': 'read',
  'quotation/details/search': 'read',
  'quotation/eachItemDetail': 'read',
  'quotation/emails': 'read',
  quotation_export_by_userId: 'download',
  quotation_export_xlsx_by_userId: 'download',
  quotation_export_pdf_by_userId: 'download',
  quotation_export_zip_by_userId: 'download',
  get_invoice_list_by_user: 'read',
  'invoice/ListByInvoiceNumber': 'read',
  'invoice/details/search': 'read',
  'invoice/eachItemDetail': 'read',
  'invoice/emails': 'read',
  'invoice/reminders': 'read',
  'invoice/recurring/list': 'read',
  'invoice/einvoice_check': 'read',
  'invoice/einvoice': 'download',
  invoice_export_by_userId: 'download',
  invoice_export_xlsx_by_userId: 'download',
  invoice_export_pdf_by_userId: 'download',
  invoice_export_zip_by_userId: 'download',
  get_credit_note_list_by_user: 'read',
  'credit_note/ListByCreditNoteNumber': 'read',
  'credit_note/details/search': 'read',
  'credit_note/emails': 'read',
  'credit_note/einvoice_check': 'read',
  'credit_note/einvoice': 'download',
  credit_note_export_by_userId: 'download',
  credit_note_export_xlsx_by_userId: 'download',
  credit_note_export_pdf_by_userId: 'download',
  credit_note_export_zip_by_userId: 'download',
  getExpenseListById: 'read',
  'pagination/get_expense_list': 'read',
  'expense/filter/dropdown': 'read',
  generate_pdf: 'download',
  export_expense: 'download',
  create_zip: 'download',
  get_item: 'read',
  getClientDetailByClientId: 'read',
  'document_events/list': 'read',
  'tax/vat_return': 'read',
  get_setting_list: 'read',
  subscription: 'read',
  // Issue 26: the VAT return, the reports and the period pack.
  'tax/vat_return_documents': 'read',
  'tax/vat_return_pdf': 'download',
  'tax/vat_return_xlsx': 'download',
  'reports/profit_and_loss': 'read',
  'reports/aged_receivables': 'read',
  'reports/client_statement': 'read',
  'reports/sales_by_client': 'read',
  'reports/sales_by_item': 'read',
  'reports/income_tax': 'read',
  'reports/export': 'download',
  period_pack: 'download',
};

/** GET routes an accountant downloads through (logged), and GET routes that are the owner's alone: the
 * business's Stripe keys, and who has access to the business. */
const DOWNLOAD_GETS = new Set(['export_item_list', 'export_client_list']);
const OWNER_ONLY_GETS = new Set([
  'payment_gateway/get_details',
  'accountants',
  'accountants/access_log',
  'accountant/businesses',
]);

const API_PATH = /^\/api\/v[23]\/(.*)$/;

/** The rule of a route that does not set one itself. */
export function defaultRuleOf(method: string, url: string): AccountantRule {
  const path = API_PATH.exec(url)?.[1] ?? url;
  if (method === 'GET' || method === 'HEAD') {
    if (OWNER_ONLY_GETS.has(path)) return 'owner-only';
    return DOWNLOAD_GETS.has(path) ? 'download' : 'read';
  }
  return READ_ONLY_POSTS[path] ?? 'change';
}

export interface RuledRoute {
  method: string;
  url: string;
  rule: AccountantRule;
}

/** Sets `config.accountant` on a route being added (an onRoute hook) and answers what it set. */
export function ruleRoute(route: RouteOptions): RuledRoute[] {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const set = route.config?.accountant;
  const rules = methods.map((method) => ({
    method,
    url: route.url,
    rule: set ?? defaultRuleOf(method, route.url),
  }));
  // One route with several methods: the strictest of their rules.
  const rule = rules.find((r) => r.rule === 'change' || r.rule === 'owner-only')?.rule ?? rules[0]?.rule;
  route.config = { ...route.config, accountant: rule ?? 'change' };
  return rules;
}

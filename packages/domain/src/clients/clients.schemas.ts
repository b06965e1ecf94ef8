// The client list's requests and answers (docs/reference/subscriptions.md 'Fields', 'Rules' and 'Calls'). Add
// client and edit client both check the e-mail's form (docs/reference/subscriptions.md: without the check one
// client could hold several addresses).
import { z } from 'zod';
import { optionalText, requiredText } from '../api/fields';
import { recordId } from '../api/ids';
import { PHONE_CHARACTERS } from '../api/phone-number';
import { pagingFields } from '../api/paging';
import { clientEInvoiceFields } from '../einvoices/einvoice.schemas';

export const CLIENT_MESSAGES = {
  fullNameRequired: 'Full Name is required.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Please enter a valid email address.',
  phoneDigits: 'Phone number must contain digits only.',
  mobileDigits: 'Mobile number must contain digits only.',
  countryInvalid: 'Please choose a country from the list.',
  languageInvalid: 'Please choose a language from the list.',
  currencyInvalid: 'Please choose a currency from the list.',
  clientIdRequired: 'Client id is required.',
  sortInvalid: 'Sort must be business_name or date.',
  inUse: 'This client has quotations or invoices, so it cannot be deleted.',
  created: 'Create client Successful.',
  updated: 'Client updated successfully',
  deleted: 'Delete Successful.',
} as const;

/** docs/reference/clients.md 'Rules': letters, digits and . _ - before the @, an ending of 2 to 6 letters. */
export const CLIENT_EMAIL_PATTERN = /^[A-Za-z0-9._-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,6}$/;

/** The languages a client's documents may be written in (docs/decisions/0389): 'us' is English. Each
 * has a folder of the server's catalogues (apps/server/src/locales; a test keeps the two the same). */
export const DOCUMENT_LANGUAGES = ['us', 'de', 'fr', 'es', 'nl'] as const;
export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number];

/** A client's currency (docs/decisions/0391): left out, a new client has none and an edit keeps it;
 * blank, 0 or null, none (its documents take the business's); else an ISO 4217 numeric code, which the
 * server checks against its list. */
const clientCurrencyField = z
  .union([z.number(), z.string(), z.null()], { error: CLIENT_MESSAGES.currencyInvalid })
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    const text = value === null ? '' : String(value).trim();
    if (text === '' || text === '0') return null;
    if (!/^\d{1,3}$/.test(text)) {
      ctx.issues.push({ code: 'custom', message: CLIENT_MESSAGES.currencyInvalid, input: value });
      return z.NEVER;
    }
    return Number(text);
  })
  .meta({
    description:
      "The client's currency, an ISO 4217 numeric code (USD = 840); its new documents take it. Blank or 0: " +
      "none, the business's. Left out: none on create_client, kept on update_client.",
  });

/** A client's document language: left out, a new client takes the business's and an edit keeps it. */
const languageField = z
  .string({ error: CLIENT_MESSAGES.languageInvalid })
  .transform((value) => value.trim().toLowerCase())
  .pipe(z.enum(DOCUMENT_LANGUAGES, { error: CLIENT_MESSAGES.languageInvalid }))
  .optional();

/** Digits as the spec asks, with the spaces, dashes, dots, parentheses and leading + people type (issue 14);
 * the server then reads the number against the business's country and stores it in E.164. */
const phoneText = (message: string) =>
  optionalText(30, 'Phone number').refine((value) => PHONE_CHARACTERS.test(value), { error: message });

/** Everything but the name and e-mail is optional; the address section may be left out entirely. Country and
 * state are names (docs/reference/subscriptions.md 'Fields'); `street1` is another name of `postal_address`.
 */
const otherFields = {
  business_name: optionalText(200, 'Business name'),
  phone1: phoneText(CLIENT_MESSAGES.phoneDigits),
  phone2: phoneText(CLIENT_MESSAGES.mobileDigits),
  website: optionalText(255, 'Website'),
  notes: optionalText(2000, 'Notes'),
  country: optionalText(100, 'Country'),
  state: optionalText(100, 'State'),
  postal_address: optionalText(255, 'Postal address'),
  street1: optionalText(255, 'Postal address'),
  street2: optionalText(255, 'Street'),
  zip: optionalText(20, 'Zip'),
  // E-invoice fields (docs/decisions/0318): left out of a request, the stored values stay, so a client
  // that does not know them (the spec's mobile app) never blanks them.
  city: clientEInvoiceFields.city.optional(),
  vat_number: clientEInvoiceFields.vat_number.optional(),
  buyer_reference: clientEInvoiceFields.buyer_reference.optional(),
  einvoice_scheme: clientEInvoiceFields.einvoice_scheme.optional(),
  einvoice_address: clientEInvoiceFields.einvoice_address.optional(),
  language: languageField,
  currency_id: clientCurrencyField,
};

type ParsedClientFields = z.output<z.ZodObject<typeof otherFields>> & { full_name: string; email: string };

/** What the server keeps of a client form. */
export interface ClientInput {
  full_name: string;
  email: string;
  business_name: string;
  phone1: string;
  phone2: string;
  website: string;
  /** '' when none; the spec's 'N/A' is how an answer says none. */
  notes: string;
  country: string;
  state: string;
  postal_address: string;
  street2: string;
  zip: string;
  /** The e-invoice fields (left out of a request: absent here, and the stored value stays). */
  city?: string;
  vat_number?: string;
  buyer_reference?: string;
  einvoice_scheme?: string;
  einvoice_address?: string;
  /** The document language; absent: the business's for a new client, the stored one on an edit. */
  language?: DocumentLanguage;
  /** The client's currency (null: the business's); absent: none on create, the stored one on an edit. */
  currency_id?: number | null;
}

export const CLIENT_EINVOICE_FIELDS = [
  'city',
  'vat_number',
  'buyer_reference',
  'einvoice_scheme',
  'einvoice_address',
] as const;
export type ClientEInvoiceField = (typeof CLIENT_EINVOICE_FIELDS)[number];

const toClientInput = (body: ParsedClientFields): ClientInput => ({
  full_name: body.full_name,
  email: body.email,
  business_name: body.business_name,
  phone1: body.phone1,
  phone2: body.phone2,
  website: body.website,
  notes: body.notes === 'N/A' ? '' : body.notes,
  country: body.country,
  state: body.state,
  postal_address: body.postal_address || body.street1,
  street2: body.street2,
  zip: body.zip,
  ...Object.fromEntries(
    CLIENT_EINVOICE_FIELDS.filter((field) => body[field] !== undefined).map((field) => [field, body[field]]),
  ),
  ...(body.language === undefined ? {} : { language: body.language }),
  ...(body.currency_id === undefined ? {} : { currency_id: body.currency_id }),
});

export const clientEmailField = requiredText(CLIENT_MESSAGES.emailRequired, 254).refine(
  (value) => CLIENT_EMAIL_PATTERN.test(value),
  { error: CLIENT_MESSAGES.emailInvalid },
);

/** The add-client form and POST create_client. */
export const ClientFormSchema = z.object({
  full_name: requiredText(CLIENT_MESSAGES.fullNameRequired, 200),
  email: clientEmailField,
  ...otherFields,
});
export const CreateClientSchema = ClientFormSchema.transform(toClientInput);
export type ClientFormValues = z.input<typeof ClientFormSchema>;

/** The edit-client form: the same checks as the add-client form, e-mail format included
 * (docs/reference/subscriptions.md 'Rules'; the spec's edit screen only asked for it to be present). */
export const EditClientFormSchema = z.object({
  full_name: requiredText(CLIENT_MESSAGES.fullNameRequired, 200),
  email: clientEmailField,
  ...otherFields,
});

export const EditClientSchema = EditClientFormSchema.transform(toClientInput);

/** POST update_client: the edit form plus client_id. */
export const UpdateClientSchema = z
  .object({ client_id: recordId(CLIENT_MESSAGES.clientIdRequired), ...EditClientFormSchema.shape })
  .transform((body) => ({ clientId: body.client_id, ...toClientInput(body) }));
export type UpdateClientRequest = z.input<typeof UpdateClientSchema>;

/** POST getClientDetailByClientId: `clientId` as the spec names it; `client_id` is read too. */
export const ClientDetailSchema = z
  .object({
    clientId: recordId(CLIENT_MESSAGES.clientIdRequired).optional(),
    client_id: recordId(CLIENT_MESSAGES.clientIdRequired).optional(),
  })
  .refine((body) => body.clientId !== undefined || body.client_id !== undefined, {
    error: CLIENT_MESSAGES.clientIdRequired,
  })
  .transform((body) => ({ clientId: (body.clientId ?? body.client_id) as number }));

/** POST delete_client. Refused with 409 while the client has quotations or invoices. */
export const DeleteClientSchema = z.object({ client_id: recordId(CLIENT_MESSAGES.clientIdRequired) });

export const CLIENT_SORTS = ['business_name', 'date'] as const;
export type ClientSort = (typeof CLIENT_SORTS)[number];

/** GET get_clients and get_quotation_client_list, as query parameters, all optional. `search_text`
 * matches full name, business name and e-mail, case-insensitively, in part. `sort`: business_name (A to
 * Z, clients without one last) or date (newest first, the default). `page` (from 1) and `limit` (default
 * 50, at most 200) choose the page answered (docs/reference/api.md 'Lists answer one page'). */
export const GetClientsSchema = z.object({
  search_text: optionalText(200, 'Search text'),
  sort: z
    .union([z.enum(CLIENT_SORTS), z.literal('')], { error: CLIENT_MESSAGES.sortInvalid })
    .optional()
    .transform((value): ClientSort => (value ? value : 'date')),
  ...pagingFields(),
});
export type GetClientsRequest = z.input<typeof GetClientsSchema>;
export type ClientFilters = z.output<typeof GetClientsSchema>;

/** GET export_client_list: the search and order of get_clients; every matching client is exported. */
export const ExportClientsSchema = GetClientsSchema.omit({ page: true, limit: true });
export type ExportClientsRequest = z.input<typeof ExportClientsSchema>;
export type ClientExportFilters = z.output<typeof ExportClientsSchema>;

/** Credit a client holds in one currency (docs/decisions/0349). */
export const HeldCreditSchema = z.object({
  currency_id: z.number(),
  currency_symbol: z.string(),
  amount: z.number().describe('In the currency, 2 decimals.'),
  text: z.string().describe('The amount as people read it, e.g. "£384.00".'),
});
export type HeldCredit = z.infer<typeof HeldCreditSchema>;

/** A client as every call answers it (docs/reference/subscriptions.md 'Fields'). `id`, `client_id` and
 * `address_id` are the same value; `street1` repeats `postal_address`; `notes` is 'N/A' when there are none.
 */
export const ClientSchema = z.object({
  id: z.number(),
  client_id: z.number(),
  address_id: z.number(),
  full_name: z.string(),
  email: z.string(),
  phone1: z.string(),
  phone2: z.string(),
  business_name: z.string(),
  country: z.string(),
  postal_address: z.string(),
  street1: z.string(),
  street2: z.string(),
  state: z.string(),
  zip: z.string(),
  notes: z.string(),
  website: z.string(),
  city: z.string(),
  vat_number: z.string(),
  buyer_reference: z.string(),
  einvoice_scheme: z.string(),
  einvoice_address: z.string(),
  language: z
    .string()
    .describe(
      "The client's document language (docs/decisions/0389): 'us' (English), 'de', 'fr', 'es' or 'nl'. " +
        'Its documents, their PDFs and e-mails, reminders and page are written in it; left out of ' +
        "create_client, the business's language.",
    ),
  currency_id: z
    .number()
    .nullable()
    .optional()
    .describe(
      "The client's currency (ISO 4217 numeric), which its new documents take; null: the business's.",
    ),
  created_at: z.string(),
  credit_held: z
    .array(HeldCreditSchema)
    .optional()
    .describe(
      'What the client holds as credit, one entry per currency above zero (get_client and get_clients; ' +
        "docs/decisions/0349): overpayments and credit notes kept as credit, less what was spent as 'Client credit'.",
    ),
});
export type Client = z.infer<typeof ClientSchema>;

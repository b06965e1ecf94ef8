// The client's link to a quotation or an invoice (issue 15; docs/decisions/0306): the owner's calls on a
// document's link, the page the client opens at PUBLIC_URL/d/<token> (no account), and the client's
// answers: accept or decline a quotation, pay an invoice by card. The page's figures are the PDF's own
// (the server builds both from one model), answered as numbers and as the PDF prints them.
import { z } from 'zod';
import { optionalText, requiredText } from '../api/fields';
import { recordId } from '../api/ids';
import { MAX_DOCUMENT_TOTAL_MINOR } from '../documents/document.schemas';
import { parseScaled } from '../money/money';
import { CLIENT_LINK_MESSAGES } from './client-link-messages';

/** The kinds of document a client link opens. */
export const LINKED_KINDS = ['quotation', 'invoice'] as const;
export type LinkedKind = (typeof LINKED_KINDS)[number];

/** A link token as it appears in PUBLIC_URL/d/<token>: 256 bits in base64url. Anything else is no link. */
export const CLIENT_LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** client_link/get, client_link/replace, client_link/revoke and document_events/list name a document. */
export const DocumentRefSchema = z.object({
  document_kind: z.enum(LINKED_KINDS, { error: CLIENT_LINK_MESSAGES.documentKindInvalid }),
  document_id: recordId(CLIENT_LINK_MESSAGES.documentIdRequired),
});
export type DocumentRefRequest = z.input<typeof DocumentRefSchema>;

export const ClientLinkSchema = z.object({
  url: z
    .string()
    .nullable()
    .describe('PUBLIC_URL/d/<token>, the link e-mails carry; null when the document has none (turned off).'),
  issued_at: z.string().nullable().describe('When this link was made (ISO-8601 UTC).'),
  works: z
    .boolean()
    .describe('Whether the link opens the document now: it has one and the document has been sent.'),
});
export type ClientLink = z.infer<typeof ClientLinkSchema>;

/** The client's answer to a quotation, kept and shown to the owner. */
export const ClientDecisionSchema = z.object({
  decision: z.enum(['approved', 'rejected']),
  name: z.string().describe('The name the client typed when accepting ("" when declining).'),
  note: z.string().describe("The client's note or reason, as typed (plain text)."),
  decided_at: z.string().describe('ISO-8601 UTC.'),
});
export type ClientDecision = z.infer<typeof ClientDecisionSchema>;

const labelled = z.object({ label: z.string(), value: z.string() });

export const PublicDocumentSchema = z.object({
  kind: z.enum(LINKED_KINDS),
  language: z
    .string()
    .describe(
      "The client's document language ('us' (English), 'de', 'fr', 'es', 'nl'; docs/decisions/0389): the " +
        "answer's words (title, labels, status_label, refusal) and amounts are written in it, and the page " +
        'writes its own words in it.',
    ),
  title: z.string().describe("Quotation or Invoice, in the client's language."),
  number: z.string(),
  status: z.string().describe('As stored: sent, approved, rejected (quotations); sent, partpaid, paid.'),
  status_label: z.string().describe('What the page shows: Sent, Accepted, Declined, Expired, Void, Paid...'),
  status_word: z
    .string()
    .describe(
      "The document's one status in plain words, the owner's word too (docs/decisions/0350): Draft, Sent, " +
        'Viewed, Overdue, Part-paid, Paid, Void, Credited; or Approved, Rejected, Expired, Invoiced.',
    ),
  is_void: z.boolean(),
  document_date: z.string(),
  due_date: z.string().describe("A quotation's expiry date, an invoice's due date (YYYY-MM-DD)."),
  facts: z.array(labelled).describe('Date and Valid until / Due date, as the PDF prints them.'),
  business: z.object({
    name: z.string(),
    lines: z.array(z.string()).describe('Contact name, address, e-mail, phones, website.'),
    ids: z.array(labelled).describe('Tax/VAT and company registration numbers.'),
    logo_url: z.string().nullable().describe('A signed link to the logo (expires), or null.'),
  }),
  recipient: z.object({ heading: z.string(), name: z.string(), lines: z.array(z.string()) }),
  currency: z.object({ code: z.string(), symbol: z.string() }),
  items: z.array(
    z.object({
      name: z.string(),
      description: z.string(),
      quantity: z.string(),
      unit_price: z.number(),
      unit_price_text: z.string(),
      total: z.number(),
      total_text: z.string(),
    }),
  ),
  totals: z
    .array(
      z.object({
        label: z.string(),
        amount: z.number(),
        text: z.string().describe('As the PDF prints it: "-£7.20".'),
        grand: z.boolean(),
      }),
    )
    .describe("The PDF's totals block: items total, discount, subtotal, taxes, total, paid, remaining due."),
  payment_sections: z
    .array(z.object({ heading: z.string(), rows: z.array(labelled) }))
    .describe('Payments received (invoices), then the enabled bank, international and PayPal sections.'),
  notes: z.string(),
  stamp: z.string().nullable().describe('VOID or PAID, as stamped on the PDF.'),
  total: z.number(),
  paid: z.number(),
  remaining_due: z.number(),
  remaining_due_text: z.string(),
  pay: z
    .object({
      paypal_url: z
        .string()
        .nullable()
        .describe('A PayPal.me link with the remaining due, when PayPal is on and is a PayPal.me link.'),
      card: z.boolean().describe("Whether 'Pay by card' is offered (the business connected Stripe)."),
    })
    .nullable()
    .describe('Invoices with something due; null otherwise.'),
  quotation: z
    .object({
      can_answer: z.boolean(),
      refusal: z.string().nullable().describe('Why it cannot be answered (already answered, expired, void).'),
      decision: ClientDecisionSchema.nullable(),
    })
    .nullable()
    .describe('Quotations only.'),
  pdf_url: z.string().describe('The PDF of the document through this link.'),
});
export type PublicDocument = z.infer<typeof PublicDocumentSchema>;

export const AcceptQuotationSchema = z.object({
  name: requiredText(CLIENT_LINK_MESSAGES.nameRequired, 100).meta({
    description: 'The name of the person accepting, typed by them.',
  }),
  note: optionalText(1000, 'The note').meta({ description: 'Optional, plain text.' }),
});
export type AcceptQuotationRequest = z.input<typeof AcceptQuotationSchema>;

export const DeclineQuotationSchema = z.object({
  reason: optionalText(1000, 'The reason').meta({ description: 'Optional, plain text.' }),
});
export type DeclineQuotationRequest = z.input<typeof DeclineQuotationSchema>;

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** What the client chooses to pay now, in cents; left out: the whole remaining due (the server's). */
export const PayByCardSchema = z.object({
  amount: z
    .union([z.string(), z.number(), z.null()], { error: CLIENT_LINK_MESSAGES.amountInvalid })
    .optional()
    .transform((value, ctx) => {
      if (isBlank(value)) return null;
      const minor = parseScaled(value as string | number, 2);
      if (minor === undefined || minor > MAX_DOCUMENT_TOTAL_MINOR) {
        ctx.issues.push({ code: 'custom', message: CLIENT_LINK_MESSAGES.amountInvalid, input: value });
        return z.NEVER;
      }
      if (minor <= 0) {
        ctx.issues.push({ code: 'custom', message: CLIENT_LINK_MESSAGES.amountTooSmall, input: value });
        return z.NEVER;
      }
      return minor;
    })
    .meta({
      type: 'number',
      description:
        'Optional: pay part now (more than 0, at most the remaining due). Left out: the whole remaining due.',
    }),
});
export type PayByCardRequest = z.input<typeof PayByCardSchema>;

export const PayByCardAnswerSchema = z.object({
  url: z.string().describe("Stripe's payment page: send the client there."),
  session_id: z.string(),
  amount: z.number().describe('What the session charges, as the server decided it.'),
});
export type PayByCardAnswer = z.infer<typeof PayByCardAnswerSchema>;

export const ConfirmCardPaymentSchema = z.object({
  session_id: z
    .string({ error: CLIENT_LINK_MESSAGES.sessionRequired })
    .trim()
    .min(1, { error: CLIENT_LINK_MESSAGES.sessionRequired })
    .max(255, { error: CLIENT_LINK_MESSAGES.paymentUnknown }),
});
export type ConfirmCardPaymentRequest = z.input<typeof ConfirmCardPaymentSchema>;

/** What a card payment came to: recorded ('paid'), recorded beyond what was due ('overpaid'), or taken by
 * Stripe on an invoice that takes no payment any more ('voided', 'credited': the business refunds it). */
export const CARD_PAYMENT_OUTCOMES = ['paid', 'overpaid', 'voided', 'credited'] as const;
export type CardPaymentOutcome = (typeof CARD_PAYMENT_OUTCOMES)[number];

const cardPaymentResultFields = {
  recorded_now: z.boolean().describe('False when an earlier confirmation had recorded it.'),
  amount: z.number(),
  amount_text: z.string(),
  outcome: z
    .enum(CARD_PAYMENT_OUTCOMES)
    .describe(
      'paid; overpaid (the payment took the invoice past what was due: overpaid_amount is refunded or kept ' +
        'as credit by the business); voided or credited (the invoice took no payment: the business refunds it).',
    ),
  overpaid_amount: z.number().describe('The part paid beyond what was due; 0 unless overpaid.'),
  overpaid_amount_text: z.string().describe('As printed, e.g. £5.00; "" unless overpaid.'),
};

export const ConfirmCardPaymentAnswerSchema = z.object({
  ...cardPaymentResultFields,
  document: PublicDocumentSchema,
});
export type ConfirmCardPaymentAnswer = z.infer<typeof ConfirmCardPaymentAnswerSchema>;

/** public/card_checkout/confirm: the page Stripe returns to names the checkout, not the link, so a link
 * replaced or turned off while the client paid strands nothing. */
export const CardCheckoutReceiptSchema = z.object({
  ...cardPaymentResultFields,
  business_name: z.string(),
  document_number: z.string().describe("The invoice's number."),
  page_url: z
    .string()
    .nullable()
    .describe(
      "The invoice's page, when the link the payment was started from still opens it; null once that link " +
        'was replaced or turned off (a new link is never given out here).',
    ),
});
export type CardCheckoutReceipt = z.infer<typeof CardCheckoutReceiptSchema>;

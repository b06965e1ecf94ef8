// What happened to a document, kept with its time (issue 15; docs/decisions/0307): sent, viewed by the
// client (the first view, then a count), accepted, declined, paid online. Other features raise events of
// their own (a reminder, a credit note) through the same server function; `type` is open text for them.
// The events the client causes are the owner's notifications: the top bar counts the unread ones.
import { z } from 'zod';
import { pagingFields } from '../api/paging';
import { formatMoney } from '../money/money';

export const DOCUMENT_EVENT_TYPES = ['sent', 'viewed', 'accepted', 'declined', 'paid_online'] as const;
export type DocumentEventType = (typeof DOCUMENT_EVENT_TYPES)[number];

export const DocumentEventSchema = z.object({
  id: z.number(),
  type: z
    .string()
    .describe('sent, viewed, accepted, declined, paid_online, overpaid, reminder_sent, email_failed.'),
  actor: z.enum(['owner', 'client', 'system']).describe('Who caused it.'),
  document_kind: z.string().describe('quotation or invoice.'),
  document_id: z.number(),
  document_number: z.string(),
  count: z.number().int().describe('How many times it happened: views are one event with a count.'),
  created_at: z.string().describe('When it first happened (ISO-8601 UTC).'),
  last_at: z.string().describe('When it last happened (the latest view).'),
  read: z.boolean().describe('Whether the owner has seen it in the notification list.'),
  name: z.string().describe('Who accepted (typed by the client), or "".'),
  note: z.string().describe('The client\'s note or reason, as typed, or "".'),
  to: z.string().describe('The address a sent e-mail went to, or "".'),
  amount: z.number().nullable().describe('A payment made online, in the currency below.'),
  currency_symbol: z.string(),
  reference: z.string().describe('A payment\'s Stripe reference, or "".'),
  summary: z.string().describe('One line for people: "Paid £30.00 online by card".'),
});
export type DocumentEvent = z.infer<typeof DocumentEventSchema>;

/** get_notifications: one page of the owner's events, newest first. */
export const NotificationsQuerySchema = z.object({ ...pagingFields(20, 100) });
export type NotificationsQuery = z.input<typeof NotificationsQuerySchema>;

export const UnreadCountSchema = z.object({
  unread_count: z.number().int().describe('Events the owner has not seen yet.'),
});
export type UnreadCount = z.infer<typeof UnreadCountSchema>;

export const MarkReadSchema = z.object({
  up_to_id: z
    .union([z.number(), z.string(), z.null()], { error: 'up_to_id must be an event id.' })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === null || value === '') return null;
      const text = String(value).trim();
      if (!/^\d{1,15}$/.test(text)) {
        ctx.issues.push({ code: 'custom', message: 'up_to_id must be an event id.', input: value });
        return z.NEVER;
      }
      return Number(text);
    })
    .meta({
      type: 'integer',
      description: 'Mark read the events up to this id (the newest the list showed); left out: all of them.',
    }),
});
export type MarkReadRequest = z.input<typeof MarkReadSchema>;

/** document_events/list: a document's history, newest first. */
export const DocumentEventsQuerySchema = z.object({ ...pagingFields(50, 200) });

export interface EventFacts {
  type: string;
  count: number;
  name: string;
  note: string;
  to: string;
  amountMinor: number | null;
  currencySymbol: string;
}

/** The one line a person reads for an event: the notification list and the document's history. */
export function eventSummary(event: EventFacts): string {
  switch (event.type) {
    case 'sent':
      return event.to ? `E-mailed to ${event.to}` : 'E-mailed to the client';
    case 'viewed':
      return event.count > 1 ? `Viewed by the client (${event.count} times)` : 'Viewed by the client';
    case 'accepted':
      return event.name ? `Accepted by ${event.name}` : 'Accepted by the client';
    case 'declined':
      return 'Declined by the client';
    case 'paid_online':
      return event.amountMinor === null
        ? 'Paid online by card'
        : `Paid ${formatMoney(event.amountMinor, event.currencySymbol)} online by card`;
    case 'overpaid':
      return `Paid ${formatMoney(event.amountMinor ?? 0, event.currencySymbol)} more than was due online: refund it or keep it as credit`;
    case 'payment_edited':
      return `Payment changed. ${event.note}`;
    case 'payment_deleted':
      return `Payment deleted. ${event.note}`;
    case 'reminder_sent':
      return event.to ? `Payment reminder e-mailed to ${event.to}` : 'Payment reminder e-mailed';
    case 'email_failed':
      return `The e-mail to ${event.to || 'the client'} could not be sent${event.note ? `: ${event.note}` : ''}`;
    default:
      return event.type.replace(/_/g, ' ').replace(/^./, (first) => first.toUpperCase());
  }
}

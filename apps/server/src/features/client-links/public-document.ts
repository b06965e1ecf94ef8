// The client's page of a document (issue 15): the model the PDF is drawn from (documents/document-pdf.ts),
// so every line, total, payment and bank detail is the PDF's own, printed with the PDF's own formatting;
// with what the client can do next: answer a quotation, or pay what is due on an invoice.
import type { PublicDocument } from '@tradebook/domain/client-links/client-link.schemas';
import { CLIENT_LINK_MESSAGES } from '@tradebook/domain/client-links/client-link-messages';
import { paypalMeLink } from '@tradebook/domain/client-links/paypal-link';
import { remainingDueMinor } from '@tradebook/domain/documents/totals';
import { isInvoiceOverdue } from '@tradebook/domain/invoices/invoice-status';
import { fromMinor } from '@tradebook/domain/money/money';
import { isQuotationExpired } from '@tradebook/domain/quotations/quotation-status';
import type { AppContext } from '../../app-context';
import { documentWords, type DocumentWords } from '../../locales/document-words';
import { totalLineLabel, totalLineText, type DocumentPdfModel } from '../../pdf/document-model';
import { clientDecisionOf } from '../document-events/document-events.service';
import { getClient } from '../clients/clients.service';
import { buildDocumentPdfModel } from '../documents/document-pdf';
import { loadLetterhead } from '../documents/letterhead';
import type { DocumentRow } from '../documents/document-rows';
import { today } from '../documents/read-documents';
import { readStatusWord } from '../documents/status-word';
import { invoiceState } from '../invoices/invoice-kind';
import { quotationState } from '../quotations/quotation-kind';
import { getBankSettings } from '../settings/settings.service';
import type { OpenedDocument } from './open-client-document';

/** Why a quotation cannot be answered now, or null when it can. */
export function quotationRefusal(row: DocumentRow, date: string): string | null {
  if (row.is_void !== 0) return CLIENT_LINK_MESSAGES.voidQuotation;
  if (row.status === 'approved') return CLIENT_LINK_MESSAGES.alreadyApproved;
  if (row.status === 'rejected') return CLIENT_LINK_MESSAGES.alreadyRejected;
  if (isQuotationExpired(quotationState(row), date)) return CLIENT_LINK_MESSAGES.expired;
  return null;
}

/** The page's status, as a key of the `client-page` catalogue. */
function statusKey(row: DocumentRow, date: string): string {
  if (row.is_void !== 0) return 'void';
  if (row.kind === 'quotation') {
    if (row.status === 'approved') return 'accepted';
    if (row.status === 'rejected') return 'declined';
    return isQuotationExpired(quotationState(row), date) ? 'expired' : 'awaiting';
  }
  if (row.status === 'paid') return 'paid';
  const overdue = isInvoiceOverdue(invoiceState(row), date);
  if (row.status === 'partpaid') return overdue ? 'part_paid_overdue' : 'part_paid';
  return overdue ? 'overdue' : 'due';
}

/** A refusal (the API's English message) as the page says it in the client's language. */
function refusalIn(words: DocumentWords, refusal: string | null): string | null {
  if (refusal === null) return null;
  const key = Object.entries(CLIENT_LINK_MESSAGES).find(([, message]) => message === refusal)?.[0];
  return key ? words.t('client-page', `refusal.${key}`, { defaultValue: refusal }) : refusal;
}

function pageOf(
  model: DocumentPdfModel,
  words: DocumentWords,
): Omit<PublicDocument, 'kind' | 'status' | 'status_label' | 'status_word' | 'language'> {
  const money = (minor: number) => words.money(minor, model.currency);
  const logo = model.business.logo;
  return {
    title: '',
    number: model.number.value,
    is_void: false,
    document_date: '',
    due_date: '',
    facts: model.facts,
    business: {
      name: model.business.name,
      lines: model.business.lines,
      ids: model.businessIds,
      // Inline, so the page names no owner id or file (the stored logo is a JPEG of at most 128 KB).
      logo_url: logo ? `data:image/jpeg;base64,${logo.toString('base64')}` : null,
    },
    recipient: model.recipient,
    currency: model.currency,
    items: model.items.map((item) => ({
      name: item.name,
      description: item.description,
      quantity: item.quantity,
      unit_price: fromMinor(item.unitPriceMinor),
      unit_price_text: money(item.unitPriceMinor),
      total: fromMinor(item.totalMinor),
      total_text: money(item.totalMinor),
    })),
    totals: model.totals.map((line) => ({
      label: totalLineLabel(line, model.currency.code),
      amount: fromMinor(line.negative ? -line.amountMinor : line.amountMinor),
      text: totalLineText(line, money),
      grand: line.grand === true,
    })),
    payment_sections: model.paymentSections,
    notes: model.notes,
    stamp: model.stamp ?? null,
    total: 0,
    paid: 0,
    remaining_due: 0,
    remaining_due_text: '',
    pay: null,
    quotation: null,
    pdf_url: '',
  };
}

export async function publicDocument(ctx: AppContext, opened: OpenedDocument): Promise<PublicDocument> {
  const { owner, kind, row, token } = opened;
  const date = today(ctx);
  // The one word the owner's screens show too (docs/decisions/0350, 0366), on the page and in its facts
  // as the PDF prints them. The client is reading the page, so the document counts as viewed.
  const statusWord = await readStatusWord(ctx, owner, row, date, { viewed: true });
  const client = await getClient(ctx, owner, row.client_id);
  const letterhead = await loadLetterhead(ctx, owner);
  const model = await buildDocumentPdfModel(ctx, owner, kind, row, { statusWord, client, letterhead });
  // In the client's language (docs/decisions/0389), as the PDF is; the web writes its own words from the
  // `client-page` catalogue of this language.
  const words = documentWords(client.language, letterhead.countryCode);
  const due = remainingDueMinor(row.total_minor, row.paid_minor, row.credited_minor);
  const isVoid = row.is_void !== 0;
  const page: PublicDocument = {
    ...pageOf(model, words),
    title: words.t('documents', `noun.${row.kind}`, { defaultValue: kind.noun }),
    kind: row.kind === 'quotation' ? 'quotation' : 'invoice',
    status: row.status,
    status_label: words.t('client-page', `status.${statusKey(row, date)}`),
    status_word: statusWord,
    language: words.language,
    is_void: isVoid,
    document_date: row.document_date,
    due_date: row.due_date,
    total: fromMinor(row.total_minor),
    paid: fromMinor(row.paid_minor),
    remaining_due: fromMinor(due),
    remaining_due_text: words.money(due, model.currency),
    pdf_url: `${ctx.config.publicUrl}/api/v3/public/document/${token}/pdf`,
  };
  if (row.kind === 'quotation') {
    const refusal = quotationRefusal(row, date);
    page.quotation = {
      can_answer: refusal === null,
      refusal: refusalIn(words, refusal),
      decision: await clientDecisionOf(ctx, owner, row.id),
    };
  } else if (!isVoid && due > 0) {
    const bank = await getBankSettings(ctx, owner);
    page.pay = {
      paypal_url: bank.is_paypal_info_enable
        ? (paypalMeLink(bank.paypal_id, due, model.currency.code) ?? null)
        : null,
      card: await ctx.ports.hasCardPayments(ctx, owner, { amountMinor: due, currency: model.currency.code }),
    };
  }
  return page;
}

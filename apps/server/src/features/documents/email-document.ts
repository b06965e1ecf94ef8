// E-mailing a document of any kind to its client's address (through the outbox, mail/outbox.ts),
// replies going to the business's account e-mail, the PDF attached; then its status moves as the kind
// says (a quotation becomes sent). The web's composer may change the address, copy others, and change the
// subject and message (ADR 0209); what it leaves out is what the e-mail said before it: the client's
// address and the domain's defaults (documentMailDefaults), so a caller sending only the number sees no
// change. A void document is not sent (409). The e-mail is queued in the outbox with its PDF and the
// status moves in the same transaction (ADR 0311): the call never waits on the mail server, and the
// document's screen then shows how the e-mail went. Each e-mail draws a PDF, so a request counts against
// the owner's limit of e-mails a minute (accounts/heavy-work-limits.ts); recurring invoices, which the
// owner did not ask for one by one, are e-mailed through queueDocumentEmail without it. A kind with client links (quotations, invoices) adds the document's link
// (client-links/issue-client-link.ts) below the message, where the owner cannot edit it away; queueing the
// e-mail is a 'sent' event in the document's history.
import { isSingleEmailAddress } from '@tradebook/domain/api/fields';
import { CLIENT_MESSAGES } from '@tradebook/domain/clients/clients.schemas';
import { messageParagraphs } from '@tradebook/domain/documents/document-mail';
import type { DocumentMailFields } from '@tradebook/domain/documents/document-mail.schemas';
import type { AppContext } from '../../app-context';
import { documentWords } from '../../locales/document-words';
import { AppError } from '../../app-error';
import type { OwnerId } from '../../db/owner';
import { limitDailyEmails, requireConfirmedEmail } from '../accounts/email-rules';
import { limitHeavyWork } from '../accounts/heavy-work-limits';
import { recordDocumentEvent } from '../document-events/record-document-event';
import { getClient } from '../clients/clients.service';
import { queueDocumentMail } from './document-mail';
import { composedMailText } from './document-mail-words';
import { currencyById } from '../lookups/currencies';
import type { DocumentKind } from './document-kind';
import { setDocumentStatus } from './document-lifecycle';
import { renderDocumentPdf } from './document-pdf';
import type { DocumentRow } from './document-rows';
import { loadLetterhead } from './letterhead';
import { linkedDocument, today } from './read-documents';
import { readStatusWord } from './status-word';
import { assertOpenForVat, isTaxedKind } from './vat-lock';
import { inTransaction } from './save-document';

export async function emailDocument(
  ctx: AppContext,
  owner: OwnerId,
  kind: DocumentKind,
  row: DocumentRow,
  composed?: DocumentMailFields,
): Promise<void> {
  // Nothing goes to a client until the owner's address is confirmed, and at most a day's cap after
  // (accounts/email-rules.ts, ADRs 0327 and 0328).
  await requireConfirmedEmail(ctx, owner);
  await limitHeavyWork(ctx, owner, 'email');
  await limitDailyEmails(ctx, owner);
  await queueDocumentEmail(ctx, owner, kind, row, composed);
}

/** Queues the document's e-mail and moves its status; answers the outbox id. */
export async function queueDocumentEmail(
  ctx: AppContext,
  owner: OwnerId,
  kind: DocumentKind,
  row: DocumentRow,
  composed?: DocumentMailFields,
): Promise<number> {
  if (row.is_void !== 0) throw new AppError('conflict', kind.messages.voidEmail);
  // Sending issues a draft: it would join a filed VAT return's figures.
  if (isTaxedKind(row.kind) && row.status === 'draft') {
    await assertOpenForVat(ctx, owner, { dates: [row.document_date] });
  }
  const client = await getClient(ctx, owner, row.client_id);
  // An address the composer gave (checked by the request schema) stands in for the client's.
  const to = composed?.to ?? client.email;
  if (!to) throw new AppError('conflict', kind.messages.clientHasNoEmail);
  // A client saved before edit client checked the e-mail may hold a list: it goes to no one, and the
  // owner is told to correct it (the mailer would refuse it too, as a failed send).
  if (!isSingleEmailAddress(to)) throw new AppError('validation', [CLIENT_MESSAGES.emailInvalid]);
  const letterhead = await loadLetterhead(ctx, owner);
  // The PDF and the e-mail say the status the document has once sent (docs/decisions/0366).
  const sentRow = { ...row, status: kind.statusAfterSending(row.status) };
  const statusWord = await readStatusWord(ctx, owner, sentRow, today(ctx));
  const pdf =
    (await kind.pdf.mailFile?.(ctx, owner, sentRow)) ??
    (await renderDocumentPdf(ctx, owner, kind, sentRow, { letterhead, client, statusWord }));
  const source =
    row.source_document_id === null ? undefined : await linkedDocument(ctx, owner, row.source_document_id);
  // In the client's language (docs/decisions/0389), as its PDF is.
  const words = documentWords(client.language, letterhead.countryCode);
  const currency = currencyById(row.currency_id);
  const text = composedMailText(
    words,
    kind.mailFacts(row, client, letterhead, source),
    { code: currency?.code ?? '', symbol: currency?.symbol ?? '' },
    composed,
  );
  // The same link in every e-mail of the document; it opens once the document counts as sent.
  const link = kind.clientLink && (await ctx.ports.issueClientLink(ctx, owner, row));
  const callToAction = (english: string) => words.t('mail', `link.${row.kind}`, { defaultValue: english });
  const mail = {
    to,
    cc: composed?.cc ?? [],
    replyTo: letterhead.email,
    senderName: letterhead.name,
    subject: text.subject,
    paragraphs: [
      ...messageParagraphs(text.message),
      words.t('mail', 'status', { status: words.statusWord(statusWord) }),
    ],
    link: link ? { text: callToAction(kind.clientLink?.callToAction ?? ''), url: link.url } : undefined,
    signature: [words.t('mail', 'kind_regards'), letterhead.name, letterhead.email],
    pdf,
  };
  return ctx.db.transaction().execute(async (trx) => {
    const within = inTransaction(ctx, trx);
    const mailId = await queueDocumentMail(within, owner, row.id, mail);
    // Only from the status the e-mail was written for: a payment recorded meanwhile keeps its status.
    await setDocumentStatus(within, owner, row, kind.statusAfterSending(row.status), {
      sent_at: ctx.now().toISOString(),
    });
    await recordDocumentEvent(within, owner, row, { type: 'sent', actor: 'owner', recipient: to });
    return mailId;
  });
}

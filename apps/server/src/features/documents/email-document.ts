// E-mailing a document of any kind to its client's address (ctx.mailer: SMTP_URL, or the outbox folder),
// replies going to the business's account e-mail, the PDF attached; then its status moves as the kind
// says (a quotation becomes sent). A void document is not sent (409); a mail server that fails leaves the
// status as it was (503). Each e-mail draws a PDF, so it counts against the owner's limit of e-mails a
// minute (accounts/heavy-work-limits.ts).
import { isSingleEmailAddress } from '@tradebook/domain/api/fields';
import { CLIENT_MESSAGES } from '@tradebook/domain/clients/clients.schemas';
import type { AppContext } from '../../app-context';
import { AppError } from '../../app-error';
import type { OwnerId } from '../../db/owner';
import { limitHeavyWork } from '../accounts/heavy-work-limits';
import { getClient } from '../clients/clients.service';
import { sendDocumentMail } from './document-mail';
import type { DocumentKind } from './document-kind';
import { setDocumentStatus } from './document-lifecycle';
import { renderDocumentPdf } from './document-pdf';
import type { DocumentRow } from './document-rows';
import { loadLetterhead } from './letterhead';

export async function emailDocument(
  ctx: AppContext,
  owner: OwnerId,
  kind: DocumentKind,
  row: DocumentRow,
): Promise<void> {
  await limitHeavyWork(ctx, owner, 'email');
  if (row.is_void !== 0) throw new AppError('conflict', kind.messages.voidEmail);
  const client = await getClient(ctx, owner, row.client_id);
  if (!client.email) throw new AppError('conflict', kind.messages.clientHasNoEmail);
  // A client saved before edit client checked the e-mail may hold a list: it goes to no one, and the
  // owner is told to correct it (the mailer would refuse it too, as a failed send).
  if (!isSingleEmailAddress(client.email)) throw new AppError('validation', [CLIENT_MESSAGES.emailInvalid]);
  const letterhead = await loadLetterhead(ctx, owner);
  const pdf = await renderDocumentPdf(ctx, owner, kind, row, { letterhead, client });
  const { subject, paragraphs } = kind.mail(row, client, letterhead);
  await sendDocumentMail(ctx, {
    to: client.email,
    replyTo: letterhead.email,
    subject,
    paragraphs,
    signature: ['Kind regards,', letterhead.name, letterhead.email],
    pdf,
  });
  // Only from the status the e-mail was written for: a payment recorded meanwhile keeps its status.
  await setDocumentStatus(ctx, owner, row, kind.statusAfterSending(row.status), {
    sent_at: ctx.now().toISOString(),
  });
}

// E-mails a client's statement of a period as a PDF (docs/decisions/0376-reports.md), as a document is
// e-mailed (features/documents/email-document.ts): only once the owner's address is confirmed, within the
// e-mail limits, to the client's address unless the composer gave another, replies going to the business,
// queued in the outbox (the call never waits on the mail server).
import { messageParagraphs } from '@tradebook/domain/documents/document-mail';
import { formatCalendarDate } from '@tradebook/domain/documents/dates';
import { formatMoney } from '@tradebook/domain/money/money';
import type { EmailStatementRequest } from '@tradebook/domain/reports/report-requests.schemas';
import type { AppContext } from '../../app-context';
import { AppError } from '../../app-error';
import type { OwnerId } from '../../db/owner';
import { queueMail } from '../../mail/outbox';
import { limitDailyEmails, requireConfirmedEmail } from '../accounts/email-rules';
import { limitHeavyWork } from '../accounts/heavy-work-limits';
import { composeHtml } from '../documents/document-mail';
import { loadLetterhead } from '../documents/letterhead';
import { getClientStatement } from './client-statement';
import { statementTable } from './statement-table';
import { reportContext } from './report-context';
import { cents, reportPdf } from './report-table';

export const STATEMENT_NO_EMAIL = 'This client has no email address. Add one to the client, or enter one.';

async function bufferOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

export async function emailStatement(
  ctx: AppContext,
  owner: OwnerId,
  request: EmailStatementRequest,
): Promise<{ to: string }> {
  const period = { client_id: request.client_id, from: request.from, to: request.to, page: 1, per_page: 100 };
  const first = await getClientStatement(ctx, owner, period);
  const to = request.email_to ?? first.client_email;
  if (!to) throw new AppError('conflict', STATEMENT_NO_EMAIL);
  await requireConfirmedEmail(ctx, owner);
  await limitHeavyWork(ctx, owner, 'email');
  await limitDailyEmails(ctx, owner);
  const report = await reportContext(ctx, owner);
  const letterhead = await loadLetterhead(ctx, owner);
  const table = statementTable(report.business, report.today, report.currencySymbol, first, (page) =>
    page === 1 ? Promise.resolve(first) : getClientStatement(ctx, owner, { ...period, page }),
  );
  const pdf = await bufferOf(reportPdf(ctx, table));
  const range = `${formatCalendarDate(first.from)} to ${formatCalendarDate(first.to)}`;
  const closing = formatMoney(cents(first.closing_balance), report.currencySymbol);
  const message =
    request.message ??
    `Dear ${first.client_name},\n\nPlease find attached your statement for ${range}. The balance on ${formatCalendarDate(first.to)} is ${closing}.`;
  const paragraphs = messageParagraphs(message);
  const signature = ['Kind regards,', letterhead.name, letterhead.email];
  await queueMail(
    ctx,
    {
      to,
      cc: request.cc ?? [],
      replyTo: letterhead.email,
      senderName: letterhead.name,
      subject: request.subject ?? `Statement from ${letterhead.name}: ${range}`,
      text: `${[...paragraphs, signature.join('\n')].join('\n\n')}\n`,
      html: composeHtml(paragraphs, signature),
      attachments: [{ filename: `${table.filename}.pdf`, content: pdf, contentType: 'application/pdf' }],
    },
    { purpose: 'document', userId: owner, documentId: null },
  );
  return { to };
}

// quotation/emailSent: e-mails the quotation's PDF to the client's address (ctx.mailer: SMTP_URL, or the
// outbox folder), replies going to the business's account e-mail; then the quotation is sent (a draft
// or pending one; an approved or rejected one keeps its decision). A void quotation is not sent (409).
import { formatCalendarDate } from '@tradebook/domain/documents/dates';
import { formatMoney } from '@tradebook/domain/money/money';
import { statusAfterSending } from '@tradebook/domain/quotations/quotation-status';
import { QUOTATION_MESSAGES } from '@tradebook/domain/quotations/quotation-messages';
import type { Quotation } from '@tradebook/domain/quotations/quotation.schemas';
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';
import { AppError } from '../../app-error';
import { getClient } from '../clients/clients.service';
import { sendDocumentMail } from '../documents/document-mail';
import { loadLetterhead } from '../documents/letterhead';
import { currencyById } from '../lookups/currencies';
import { renderQuotationPdf } from './quotation-pdf';
import { updateQuotationRow } from './quotations.repository';
import { getQuotation, requireQuotationRow } from './quotations.service';

export async function emailQuotation(
  ctx: AppContext,
  owner: OwnerId,
  quotationNumber: string,
): Promise<Quotation> {
  const row = await requireQuotationRow(ctx, owner, { number: quotationNumber });
  if (row.type === 'void') throw new AppError('conflict', QUOTATION_MESSAGES.voidEmail);
  const client = await getClient(ctx, owner, row.client_id);
  if (!client.email) throw new AppError('conflict', QUOTATION_MESSAGES.clientHasNoEmail);
  const letterhead = await loadLetterhead(ctx, owner);
  const pdf = await renderQuotationPdf(ctx, owner, row, letterhead);
  const total = formatMoney(row.total_gross_minor, currencyById(row.currency_id)?.symbol ?? '');

  await sendDocumentMail(ctx, {
    to: client.email,
    replyTo: letterhead.email,
    subject: `Quotation ${row.quotation_number} from ${letterhead.name}`,
    paragraphs: [
      `Dear ${client.full_name || client.business_name},`,
      `Please find attached quotation ${row.quotation_number} dated ${formatCalendarDate(row.quotation_date)} ` +
        `for ${total}. It is valid until ${formatCalendarDate(row.expiry_date)}.`,
      'If you have any questions, simply reply to this e-mail.',
    ],
    signature: ['Kind regards,', letterhead.name, letterhead.email],
    pdf,
  });

  const status = statusAfterSending(row.status);
  const now = ctx.now().toISOString();
  await updateQuotationRow(ctx.db, owner, row.id, { status, sent_at: now, updated_at: now });
  return getQuotation(ctx, owner, { id: row.id });
}

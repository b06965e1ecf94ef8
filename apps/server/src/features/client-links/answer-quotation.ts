// The client accepts or declines a quotation through its link (issue 15): the quotation becomes approved
// or rejected, and who, when and what they wrote is kept as the event the owner is told of. Only an open
// quotation can be answered, once: not void, not already approved or rejected, not past its expiry date.
// The check is part of the status change itself (documents/document-lifecycle.ts decideDocument), so of
// two answers sent at the same moment one wins and the other is refused with the reason.
import type { PublicDocument } from '@tradebook/domain/client-links/client-link.schemas';
import { CLIENT_LINK_MESSAGES } from '@tradebook/domain/client-links/client-link-messages';
import { OPEN_STATUSES } from '@tradebook/domain/quotations/quotation-status';
import type { AppContext } from '../../app-context';
import { AppError } from '../../app-error';
import { recordDocumentEvent } from '../document-events/record-document-event';
import { decideDocument } from '../documents/document-lifecycle';
import { findDocumentById, today } from '../documents/read-documents';
import { inTransaction } from '../documents/save-document';
import { openClientDocument, type OpenedDocument } from './open-client-document';
import { publicDocument, quotationRefusal } from './public-document';

export type ClientAnswer =
  { decision: 'approved'; name: string; note: string } | { decision: 'rejected'; reason: string };

async function refusalNow(ctx: AppContext, opened: OpenedDocument): Promise<string> {
  const row = (await findDocumentById(ctx, opened.owner, opened.row.id)) ?? opened.row;
  return quotationRefusal(row, today(ctx)) ?? CLIENT_LINK_MESSAGES.alreadyApproved;
}

export async function answerQuotation(
  ctx: AppContext,
  token: string,
  answer: ClientAnswer,
): Promise<PublicDocument> {
  const opened = await openClientDocument(ctx, token);
  const { owner, row } = opened;
  if (row.kind !== 'quotation') throw new AppError('conflict', CLIENT_LINK_MESSAGES.onlyQuotation);
  const early = quotationRefusal(row, today(ctx));
  if (early) throw new AppError('conflict', early);

  const decided = await ctx.db.transaction().execute(async (trx) => {
    const within = inTransaction(ctx, trx);
    const moved = await decideDocument(within, owner, row.id, {
      from: OPEN_STATUSES,
      to: answer.decision,
      today: today(ctx),
    });
    if (!moved) return false;
    await recordDocumentEvent(
      within,
      owner,
      row,
      answer.decision === 'approved'
        ? { type: 'accepted', actor: 'client', name: answer.name, note: answer.note }
        : { type: 'declined', actor: 'client', note: answer.reason },
    );
    return true;
  });
  if (!decided) throw new AppError('conflict', await refusalNow(ctx, opened));
  return publicDocument(ctx, await openClientDocument(ctx, token));
}

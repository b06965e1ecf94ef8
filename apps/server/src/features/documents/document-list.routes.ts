// How every kind's list call answers: one page (docs/reference/api.md 'Lists answer one page'), kept and sent
// again while the owner's list version and the day stand (http/kept-list-answers.ts, ADR 0119).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Page } from '@tradebook/domain/api/envelope';
import type { AppContext } from '../../app-context';
import { ownerOf } from '../../http/auth';
import { keptListAnswer } from '../../http/kept-list-answers';
import { answerPage } from '../../http/reply';
import { documentListVersion } from './list-documents';
import { today } from './read-documents';

/** The signed-in owner, as the route reads it (routes name no database module). */
type OwnerId = ReturnType<typeof ownerOf>;

export async function answerDocumentList<Row>(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  list: (owner: OwnerId) => Promise<Page<Row>>,
): Promise<void> {
  const owner = ownerOf(request);
  const body = await keptListAnswer(
    request,
    reply,
    {
      keep: ctx.config.keptListAnswers,
      scope: ctx.db,
      owner,
      version: () => documentListVersion(ctx, owner),
      day: today(ctx),
    },
    async () => answerPage(await list(owner)),
  );
  // Already JSON text: Fastify sends it as it is (the route's schema still documents it).
  await reply.send(body);
}

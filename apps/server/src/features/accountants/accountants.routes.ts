// Accountant access (docs/decisions/0378-accountant-access.md): the owner's calls (invite, list, remove,
// the access log) and the accountant's own (accept an invitation, the businesses they serve).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MessageAnswerSchema } from '@tradebook/domain/api/envelope';
import {
  ACCOUNTANT_MESSAGES,
  AcceptInvitationAnswerSchema,
  AcceptInvitationSchema,
  AccessLogAnswerSchema,
  AccountantsAnswerSchema,
  InviteAccountantSchema,
  RemoveAccountantSchema,
  ServedBusinessesAnswerSchema,
} from '@tradebook/domain/accountants/accountants.schemas';
import type { AppContext } from '../../app-context';
import { ownerOf } from '../../http/auth';
import { api } from '../../http/paths';
import { answer, bearerSecurity as security } from '../../http/reply';
import { acceptAccountantInvitation } from './accept-invitation';
import { inviteAccountant } from './invite-accountant';
import { listAccountants } from './list-accountants';
import { listServedBusinesses } from './list-served-businesses';
import { readAccessLog } from './read-access-log';
import { removeAccountant } from './remove-accountant';

const tags = ['accountants'];
const OWNER_ONLY = ' Only the owner: 403 for an accountant.';

export function accountantsRoutes(ctx: AppContext) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();

    app.get(
      api('accountants'),
      {
        schema: {
          tags,
          security,
          description: `Who has access to your business, since when, and the invitations not yet accepted.${OWNER_ONLY}`,
          response: { 200: AccountantsAnswerSchema },
        },
      },
      async (request) => answer(await listAccountants(ctx, ownerOf(request))),
    );

    app.post(
      api('accountants/invite'),
      {
        schema: {
          tags,
          security,
          body: InviteAccountantSchema,
          description:
            'E-mails an accountant a single-use link (valid 14 days) to read your business. Inviting a pending ' +
            'address again sends a new link; 409 for an accountant who already has access; 403 until your ' +
            `address is confirmed.${OWNER_ONLY}`,
          response: { 200: MessageAnswerSchema },
        },
      },
      async (request) => {
        await inviteAccountant(ctx, ownerOf(request), request.body.email);
        return answer(null, ACCOUNTANT_MESSAGES.invited);
      },
    );

    app.post(
      api('accountants/remove'),
      {
        schema: {
          tags,
          security,
          body: RemoveAccountantSchema,
          description: `Ends an accountant's access (or an invitation) at once. 404 for an unknown id.${OWNER_ONLY}`,
          response: { 200: MessageAnswerSchema },
        },
      },
      async (request) => {
        await removeAccountant(ctx, ownerOf(request), request.body.id);
        return answer(null, ACCOUNTANT_MESSAGES.removed);
      },
    );

    app.get(
      api('accountants/access_log'),
      {
        schema: {
          tags,
          security,
          description: `Your accountants' newest 100 sign-ins and downloads, newest first.${OWNER_ONLY}`,
          response: { 200: AccessLogAnswerSchema },
        },
      },
      async (request) => answer(await readAccessLog(ctx, ownerOf(request))),
    );

    app.post(
      api('accountant/accept'),
      {
        schema: {
          tags,
          security,
          body: AcceptInvitationSchema,
          description:
            "Accepts an invitation with the signed-in account, which must have the invitation's address (403 " +
            'otherwise); answers the business, whose id goes in the X-Business-Id header of every call that ' +
            'reads it. An unknown, used or expired link answers 422.',
          response: { 200: AcceptInvitationAnswerSchema },
        },
      },
      async (request) =>
        answer(
          await acceptAccountantInvitation(ctx, ownerOf(request), request.body.token),
          ACCOUNTANT_MESSAGES.accepted,
        ),
    );

    app.get(
      api('accountant/businesses'),
      {
        schema: {
          tags,
          security,
          description:
            'The businesses that gave you read-only access: send one business_id as the X-Business-Id header ' +
            'to read it; without the header every call is your own.',
          response: { 200: ServedBusinessesAnswerSchema },
        },
      },
      async (request) => answer(await listServedBusinesses(ctx, ownerOf(request))),
    );
  };
}

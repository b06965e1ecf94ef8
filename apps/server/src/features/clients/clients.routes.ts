// The client list's calls (docs/reference/clients.md 'Calls') and the CSV export of the list.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MessageAnswerSchema, pagedEnvelope, successEnvelope } from '@tradebook/domain/api/envelope';
import {
  CLIENT_MESSAGES,
  ClientDetailSchema,
  ClientSchema,
  CreateClientSchema,
  DeleteClientSchema,
  ExportClientsSchema,
  GetClientsSchema,
  UpdateClientSchema,
} from '@tradebook/domain/clients/clients.schemas';
import type { AppContext } from '../../app-context';
import { ownerOf } from '../../http/auth';
import { api } from '../../http/paths';
import { csvAnswer } from '../../http/csv-answer';
import { answer, answerPage, bearerSecurity } from '../../http/reply';
import { exportClientsCsv } from './clients-export';
import { createClient, deleteClient, getClientWithCredit, updateClient } from './clients.service';
import { listClientPage } from './list-clients';

const CLIENT_DOC =
  'A client: id, client_id and address_id (one value), full_name, email, phone1, phone2, business_name, ' +
  "country (name), postal_address (also street1), street2, state (name), zip, notes ('N/A' when none), website.";

const LIST_DOC =
  "One page of the signed-in user's clients. Query: search_text (full name, business name or e-mail, any " +
  "case, in part), sort ('business_name' A to Z with clients without one last, or 'date' newest first, " +
  'the default), page (from 1) and limit (default 50, at most 200). The rows are in `response`; ' +
  '`pagination` {current_page, last_page, per_page, total} stands beside them, total counting every ' +
  'matching client. ';

export function clientsRoutes(ctx: AppContext) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const tags = ['clients'];
    const security = bearerSecurity;
    const oneClient = { 200: successEnvelope(ClientSchema) };

    for (const path of ['get_clients', 'get_quotation_client_list']) {
      app.get(
        api(path),
        {
          schema: {
            tags,
            security,
            querystring: GetClientsSchema,
            description: LIST_DOC + CLIENT_DOC,
            response: { 200: pagedEnvelope(ClientSchema) },
          },
        },
        async (request) => answerPage(await listClientPage(ctx, ownerOf(request), request.query)),
      );
    }

    app.post(
      api('getClientDetailByClientId'),
      {
        schema: {
          tags,
          security,
          body: ClientDetailSchema,
          description: `clientId (or client_id). ${CLIENT_DOC}`,
          response: oneClient,
        },
      },
      async (request) => answer(await getClientWithCredit(ctx, ownerOf(request), request.body.clientId)),
    );

    app.post(
      api('create_client'),
      {
        schema: {
          tags,
          security,
          body: CreateClientSchema,
          description: `full_name and email required (email checked for form); phone1 and phone2 digits only. ${CLIENT_DOC}`,
          response: oneClient,
        },
      },
      async (request) =>
        answer(await createClient(ctx, ownerOf(request), request.body), CLIENT_MESSAGES.created),
    );

    app.post(
      api('update_client'),
      {
        schema: {
          tags,
          security,
          body: UpdateClientSchema,
          description:
            'client_id plus the client fields, with the checks of create_client: full_name and email ' +
            "required, email checked for form ('Please enter a valid email address.'), phone1 and phone2 " +
            `digits only. ${CLIENT_DOC}`,
          response: oneClient,
        },
      },
      async (request) =>
        answer(await updateClient(ctx, ownerOf(request), request.body), CLIENT_MESSAGES.updated),
    );

    app.post(
      api('delete_client'),
      {
        schema: {
          tags,
          security,
          body: DeleteClientSchema,
          description: 'Deletes a client; 409 while it has quotations or invoices (nothing is deleted).',
          response: { 200: MessageAnswerSchema },
        },
      },
      async (request) => {
        await deleteClient(ctx, ownerOf(request), request.body.client_id);
        return answer(null, CLIENT_MESSAGES.deleted);
      },
    );

    app.get(
      api('export_client_list'),
      {
        schema: {
          tags,
          security,
          querystring: ExportClientsSchema,
          description:
            'Every matching client as a CSV file (clients.csv), with the search and order of get_clients ' +
            '(no page), streamed as it is read.',
          response: csvAnswer.schema,
        },
      },
      async (request, reply) =>
        csvAnswer.send(reply, 'clients.csv', await exportClientsCsv(ctx, ownerOf(request), request.query)),
    );
  };
}

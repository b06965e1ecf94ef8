// The client list's calls (spec 001 section 7, Clients) and the CSV export of the list.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CLIENT_MESSAGES,
  ClientDetailSchema,
  CreateClientSchema,
  DeleteClientSchema,
  GetClientsSchema,
  UpdateClientSchema,
} from '@tradebook/domain/clients/clients.schemas';
import type { AppContext } from '../../app-context';
import { ownerOf } from '../../http/auth';
import { api } from '../../http/paths';
import { ok } from '../../http/reply';
import { exportClientsCsv } from './clients-export';
import { createClient, deleteClient, getClient, listClients, updateClient } from './clients.service';

const CLIENT_DOC =
  'A client: id, client_id and address_id (one value), full_name, email, phone1, phone2, business_name, ' +
  "country (name), postal_address (also street1), street2, state (name), zip, notes ('N/A' when none), website.";

const LIST_DOC =
  "The signed-in user's clients. Query: search_text (full name, business name or e-mail, any case, in " +
  "part), sort ('business_name' A to Z, or 'date' newest first, the default). ";

export function clientsRoutes(ctx: AppContext) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const tags = ['clients'];
    const security = [{ bearer: [] }];

    for (const path of ['get_clients', 'get_quotation_client_list']) {
      app.get(
        api(path),
        { schema: { tags, security, querystring: GetClientsSchema, description: LIST_DOC + CLIENT_DOC } },
        async (request) => ok(await listClients(ctx, ownerOf(request), request.query)),
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
        },
      },
      async (request) => ok(await getClient(ctx, ownerOf(request), request.body.clientId)),
    );

    app.post(
      api('create_client'),
      {
        schema: {
          tags,
          security,
          body: CreateClientSchema,
          description: `full_name and email required (email checked for form); phone1 and phone2 digits only. ${CLIENT_DOC}`,
        },
      },
      async (request) => ok(await createClient(ctx, ownerOf(request), request.body), CLIENT_MESSAGES.created),
    );

    app.post(
      api('update_client'),
      {
        schema: {
          tags,
          security,
          body: UpdateClientSchema,
          description: `client_id plus the client fields; full_name and email required. ${CLIENT_DOC}`,
        },
      },
      async (request) => ok(await updateClient(ctx, ownerOf(request), request.body), CLIENT_MESSAGES.updated),
    );

    app.post(
      api('delete_client'),
      {
        schema: {
          tags,
          security,
          body: DeleteClientSchema,
          description: 'Deletes a client; 409 while it has quotations or invoices (nothing is deleted).',
        },
      },
      async (request) => {
        await deleteClient(ctx, ownerOf(request), request.body.client_id);
        return ok(null, CLIENT_MESSAGES.deleted);
      },
    );

    app.get(
      api('export_client_list'),
      {
        schema: {
          tags,
          security,
          querystring: GetClientsSchema,
          description:
            'The client list as a CSV file (clients.csv), with the search and order of get_clients.',
        },
      },
      async (request, reply) => {
        const csv = await exportClientsCsv(ctx, ownerOf(request), request.query);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="clients.csv"')
          .header('cache-control', 'no-store')
          .send(csv);
      },
    );
  };
}

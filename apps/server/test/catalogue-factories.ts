// Items and clients made and read through the real calls, for the catalogue and quotation tests.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { getCall, postCall, type Auth } from './api-calls';

export async function createItem(app: FastifyInstance, auth: Auth, fields: Record<string, unknown>) {
  const res = await postCall(app, auth, 'create_item', fields);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response;
}

export async function listItems(app: FastifyInstance, auth: Auth, filters: Record<string, unknown> = {}) {
  const res = await postCall(app, auth, 'get_item', filters);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response as { id: number; name: string; item_no: string }[];
}

/** Creates a client with exactly these fields (full_name and email are required). */
export async function createClient(app: FastifyInstance, auth: Auth, fields: Record<string, unknown>) {
  const res = await postCall(app, auth, 'create_client', fields);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response as ClientAnswer;
}

/** get_clients, or another call answering the same list; `query` starts with '?'. */
export async function listClients(app: FastifyInstance, auth: Auth, query = '', path = 'get_clients') {
  const res = await getCall(app, auth, `${path}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response as { id: number; full_name: string; business_name: string }[];
}

export const fullNames = (clients: { full_name: string }[]) => clients.map((client) => client.full_name);

export interface ClientAnswer {
  id: number;
  email: string;
  business_name: string;
  full_name: string;
  [field: string]: unknown;
}

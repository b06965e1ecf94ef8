// The API called as a signed-in client calls it: app.inject with the user's bearer header.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { multipart, type FieldValue } from './forms';

/** The header object of signedInUser(); `{}` calls without a token. */
export type Auth = Record<string, string>;

/** POSTs a JSON body (none given: an empty object) to /api/v3/<path>. */
export function postCall(app: FastifyInstance, auth: Auth, path: string, payload: object = {}) {
  return app.inject({ method: 'POST', url: `/api/v3/${path}`, headers: auth, payload });
}

/** GETs /api/v3/<path>; the path may carry a query string. */
export function getCall(app: FastifyInstance, auth: Auth, path: string) {
  return app.inject({ method: 'GET', url: `/api/v3/${path}`, headers: auth });
}

/** GETs /api/v3/<path>, expects 200 and answers the envelope's `response`. */
export async function getResponse(app: FastifyInstance, auth: Auth, path: string) {
  const res = await getCall(app, auth, path);
  expect(res.statusCode).toBe(200);
  return res.json().response;
}

/** POSTs a multipart form, as the web does, to /api/<version>/<path>. */
export function postForm(
  app: FastifyInstance,
  auth: Auth,
  path: string,
  fields: Record<string, FieldValue>,
  { version = 'v3' }: { version?: 'v2' | 'v3' } = {},
) {
  const body = multipart(fields);
  return app.inject({
    method: 'POST',
    url: `/api/${version}/${path}`,
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
}

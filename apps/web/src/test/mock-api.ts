// Web unit tests stop at the network: `fetch` answers from a table of API paths. Each call is recorded
// with its parsed JSON body, so a test can check exactly what the screen sent.
import { vi } from 'vitest';

export interface ApiAnswer {
  status?: number;
  body: unknown;
}
export type ApiHandler = (body: Record<string, unknown> | undefined) => ApiAnswer;

export function mockApi(handlers: Record<string, ApiHandler | ApiAnswer>) {
  const calls: {
    path: string;
    method: string;
    body: Record<string, unknown> | undefined;
    headers: Headers;
  }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input).replace(/^\/api\/v\d\//, '');
    const body =
      typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    calls.push({ path, method: init.method ?? 'GET', body, headers: new Headers(init.headers) });
    const handler = handlers[path];
    if (!handler) return json(404, { status: 0, message: 'Resource not found' });
    const answer = typeof handler === 'function' ? handler(body) : handler;
    return json(answer.status ?? 200, answer.body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

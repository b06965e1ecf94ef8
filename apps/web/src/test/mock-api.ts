// Web unit tests stop at the network: `fetch` answers from a table of API paths. Each call is recorded
// with its parsed JSON body, so a test can check exactly what the screen sent. A path is looked up with
// its query string first ('get_clients?sort=date'), then without it ('get_clients'); a handler also gets
// the query, to answer the page a GET list call asked for.
import { vi } from 'vitest';

export interface ApiAnswer {
  status?: number;
  /** Answered as JSON; left out when `text` is given. */
  body?: unknown;
  /** A file's content (a download link's answer), with its `headers`. */
  text?: string;
  headers?: Record<string, string>;
}
export type ApiHandler = (
  body: Record<string, unknown> | undefined,
  request: { query: URLSearchParams; method: string },
) => ApiAnswer;

export function mockApi(handlers: Record<string, ApiHandler | ApiAnswer>) {
  const calls: {
    path: string;
    method: string;
    body: Record<string, unknown> | undefined;
    headers: Headers;
  }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    // Signed download links are absolute (PUBLIC_URL): they are looked up by their path too.
    const path = String(input).replace(/^(https?:\/\/[^/]+)?\/api\/v\d\//, '');
    const body =
      typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    calls.push({ path, method: init.method ?? 'GET', body, headers: new Headers(init.headers) });
    const [bare = path, search = ''] = path.split('?');
    const handler = handlers[path] ?? handlers[bare];
    if (!handler) return json(404, { status: 0, message: 'Resource not found' });
    const request = { query: new URLSearchParams(search), method: init.method ?? 'GET' };
    const answer = typeof handler === 'function' ? handler(body, request) : handler;
    if (answer.text !== undefined) {
      return new Response(answer.text, { status: answer.status ?? 200, headers: answer.headers });
    }
    return json(answer.status ?? 200, answer.body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** A list call's answer: the page asked for (`page`, `limit`) of `rows`, with its pagination. */
export function pageOf(rows: readonly unknown[], page: unknown = 1, limit: unknown = 50): ApiAnswer {
  const size = Number(limit) || 50;
  const current = Number(page) || 1;
  return {
    body: {
      status: 1,
      message: 'Success',
      response: rows.slice((current - 1) * size, current * size),
      pagination: {
        current_page: current,
        last_page: Math.max(1, Math.ceil(rows.length / size)),
        per_page: size,
        total: rows.length,
      },
    },
  };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

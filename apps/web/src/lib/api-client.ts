// Every call goes through here: the bearer token, the { status, message, response } envelope, and the
// rule that a 401 from any call signs the user out and goes to login (docs/reference/clients.md).
import { GENERIC_ERROR_MESSAGE } from '@tradebook/domain/api/answer-messages';
import type { Page } from '@tradebook/domain/api/envelope';
import { businessHeader } from './chosen-business';
import { errorText } from './i18n/error-text';
import { clearStoredSession, getToken } from './session';

export interface ApiEnvelope<T> {
  status: number;
  message: string | string[];
  response: T;
  [extra: string]: unknown;
}

export class ApiError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly messages: string[],
    /** A failure's `response`, when it carries data (an import's rows at fault). */
    readonly response?: unknown,
    /** The stable code of each message, in the same order (docs/reference/api.md 'Refusal codes'). */
    readonly codes: (string | undefined)[] = [],
  ) {
    super(messages.join('\n') || GENERIC_ERROR_MESSAGE);
  }
}

let onUnauthorized: () => void = () => window.location.assign('/login');

/** The app shell sets what a 401 does (navigate to /login inside the router). */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

/** 'login' -> '/api/v3/login'; version 'v2' for the spec's two v2 calls. */
export function apiUrl(path: string, version: 'v3' | 'v2' = 'v3'): string {
  return `/api/${version}/${path}`;
}

export interface RequestOptions {
  version?: 'v3' | 'v2';
  signal?: AbortSignal;
  /** Extra headers, e.g. the Idempotency-Key of a payment. */
  headers?: Record<string, string>;
}

/** Sends a request as every call is sent: the bearer token (when `withToken`), a network failure as the
 * generic message, and the 401 rule (sign out, go to login). Answers the response, whatever its status. */
export async function sendRequest(
  url: string,
  init: Omit<RequestInit, 'signal'> & { headers?: Record<string, string> },
  signal?: AbortSignal,
  withToken = true,
): Promise<Response> {
  const headers: Record<string, string> = { ...init.headers };
  const token = withToken ? getToken() : null;
  // An accountant reading a business names it in every call (lib/chosen-business.ts).
  if (token) Object.assign(headers, { authorization: `Bearer ${token}` }, businessHeader(url));
  let response: Response;
  try {
    response = await fetch(url, { ...init, headers, signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, [GENERIC_ERROR_MESSAGE], undefined, ['api.generic']);
  }
  if (response.status === 401 && token) {
    // As logout does: the next user of this browser must not start with this one's items (issue 23).
    clearStoredSession();
    onUnauthorized();
  }
  return response;
}

/** The error of a failed answer: the messages of its JSON envelope, else the generic message. */
export async function failureOf(response: Response): Promise<ApiError> {
  const envelope = (await response.json().catch(() => null)) as {
    message?: unknown;
    response?: unknown;
    code?: unknown;
    codes?: unknown;
  } | null;
  return new ApiError(response.status, messagesOf(envelope?.message), envelope?.response, codesOf(envelope));
}

/** The code of each message of a failure envelope: `codes` beside a list, else `code`. */
export function codesOf(envelope: unknown): (string | undefined)[] {
  const { code, codes } = (envelope ?? {}) as { code?: unknown; codes?: unknown };
  if (Array.isArray(codes)) return codes.map((one) => (typeof one === 'string' ? one : undefined));
  return typeof code === 'string' ? [code] : [];
}

/** A call's JSON body (or FormData) with the headers that go with it. */
export function requestBody(body?: Record<string, unknown> | FormData): {
  headers: Record<string, string>;
  body?: BodyInit;
} {
  if (body instanceof FormData) return { headers: {}, body };
  if (body === undefined) return { headers: {} };
  return { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

export async function apiRequest<T>(
  method: 'GET' | 'POST',
  path: string,
  body?: Record<string, unknown> | FormData,
  options: RequestOptions = {},
): Promise<ApiEnvelope<T>> {
  const payload = requestBody(body);
  const response = await sendRequest(
    apiUrl(path, options.version),
    {
      method,
      headers: { ...options.headers, accept: 'application/json', ...payload.headers },
      body: payload.body,
    },
    options.signal,
  );
  const envelope = (await response.json().catch(() => null)) as ApiEnvelope<T> | null;
  if (!response.ok || !envelope || envelope.status !== 1) {
    throw new ApiError(response.status, messagesOf(envelope?.message), envelope?.response, codesOf(envelope));
  }
  return envelope;
}

/** The messages of a failure envelope's `message` (text or a list), else the generic message. */
export function messagesOf(message: unknown): string[] {
  if (Array.isArray(message)) return message.map(String);
  if (typeof message === 'string' && message !== '') return [message];
  return [GENERIC_ERROR_MESSAGE];
}

export const apiGet = <T>(path: string, options?: RequestOptions) =>
  apiRequest<T>('GET', path, undefined, options);

export const apiPost = <T>(
  path: string,
  body: Record<string, unknown> | FormData = {},
  options?: RequestOptions,
) => apiRequest<T>('POST', path, body, options);

/** A list call's page: the rows in `response` and the `pagination` beside them in the envelope. An
 * answer without pagination (a server from before paging) counts as one page holding every row. */
export async function apiPage<T>(
  method: 'GET' | 'POST',
  path: string,
  body?: Record<string, unknown>,
  options?: RequestOptions,
): Promise<Page<T>> {
  const envelope = await apiRequest<T[]>(method, path, body, options);
  const rows = Array.isArray(envelope.response) ? envelope.response : [];
  // zod loads with the first list, not with the sign-in screens (ADR 0203).
  const { PaginationSchema } = await import('@tradebook/domain/api/paging');
  const parsed = PaginationSchema.safeParse(envelope.pagination);
  const pagination = parsed.success
    ? parsed.data
    : { current_page: 1, last_page: 1, per_page: rows.length, total: rows.length };
  return { rows, pagination };
}

/** The query string of a GET list call: the filters and the page, blanks left out. */
export function listQueryString(params: Record<string, string | number | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The text to show for a failed call: each of the server's messages in the user's language (by its
 * code), else the generic message. */
export function errorMessage(error: unknown, separator = '\n'): string {
  if (error instanceof ApiError) return errorTexts(error).join(separator);
  return errorText(GENERIC_ERROR_MESSAGE, 'api.generic');
}

/** Each message of a failed call in the user's language, the server's text where no catalogue has one. */
export function errorTexts(error: ApiError): string[] {
  return error.messages.map((message, index) => errorText(message, error.codes[index]));
}

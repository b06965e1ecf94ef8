// The success answers: { status: 1, message, response }, and for a list one page of rows with its
// `pagination` beside them (docs/reference/api.md 'The API contract' and 'Lists answer one page'). Each route
// declares the same shape as its response schema with successEnvelope / pagedEnvelope from the domain.
import { SUCCESS, type Envelope, type Page } from '@tradebook/domain/api/envelope';
import type { Pagination } from '@tradebook/domain/api/paging';

export const DEFAULT_SUCCESS_MESSAGE = 'Success';

/** The success envelope: { status: 1, message, response }. */
export function ok<T>(response: T, message = DEFAULT_SUCCESS_MESSAGE): Envelope<T> {
  return { status: SUCCESS, message, response };
}

/** ok() with the exact shape successEnvelope(schema) documents (status 1, a text message). */
export function answer<T>(response: T, message = DEFAULT_SUCCESS_MESSAGE) {
  return { status: SUCCESS, message, response } as { status: 1; message: string; response: T };
}

/** One page of a list, as pagedEnvelope(rowSchema) documents it. */
export function answerPage<T>(page: Page<T>, message = DEFAULT_SUCCESS_MESSAGE) {
  return { status: SUCCESS, message, response: page.rows, pagination: page.pagination } as {
    status: 1;
    message: string;
    response: T[];
    pagination: Pagination;
  };
}

export const bearerSecurity = [{ bearer: [] }];

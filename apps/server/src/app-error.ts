// Services throw AppError(code, message); the error handler maps each code to its HTTP status and the
// spec's envelope in one place (docs/reference/api.md 'The API contract').
import { NOT_FOUND_MESSAGE } from '@tradebook/domain/api/envelope';

export const STATUS_BY_CODE = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  validation: 422,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof STATUS_BY_CODE;

export class AppError extends Error {
  readonly messages: string | string[];
  /** For 'rate_limited': the seconds until a new attempt may succeed (the Retry-After header). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly code: ErrorCode,
    message: string | string[],
    options: { retryAfterSeconds?: number } = {},
  ) {
    super(Array.isArray(message) ? message.join('\n') : message);
    this.messages = message;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  get statusCode(): number {
    return STATUS_BY_CODE[this.code];
  }
}

export function notFound(message: string = NOT_FOUND_MESSAGE): AppError {
  return new AppError('not_found', message);
}

// The answer shape of every call (docs/reference/api.md 'The API contract').
import { z } from 'zod';
import { PaginationSchema, type Pagination } from './paging';

export const SUCCESS = 1;
export const FAILURE = 0;

export { GENERIC_ERROR_MESSAGE, NOT_FOUND_MESSAGE } from './answer-messages';

export interface Envelope<T> {
  status: typeof SUCCESS | typeof FAILURE;
  message: string | string[];
  response?: T;
  /** A failure's stable code for its (first) message (api/message-codes.ts). */
  code?: string;
  /** Beside a list of messages, the code of each, in the same order. */
  codes?: string[];
}

/** The codes beside a failure's messages (docs/reference/api.md 'Refusal codes'). */
export const RefusalCodesSchema = z.object({
  code: z
    .string()
    .describe(
      "The stable code of the (first) message, e.g. 'regional.language_invalid'; a refusal whose message " +
        "has no code of its own answers its kind ('validation', 'not_found'...).",
    ),
  codes: z
    .array(z.string())
    .optional()
    .describe('Beside a list of messages: the code of each, in the same order.'),
});

export const FailureEnvelopeSchema = z
  .object({
    status: z.literal(FAILURE),
    message: z.union([z.string(), z.array(z.string())]),
  })
  .extend(RefusalCodesSchema.shape);

/** The success answer of a call, for its route's response schema and the web's types. */
export function successEnvelope<T extends z.ZodType>(response: T) {
  return z.object({ status: z.literal(SUCCESS), message: z.string(), response });
}

/** The `response` of a call whose `message` says everything (register, logout, a delete...). */
export const NoResponseSchema = z.null().describe('Nothing: `message` says what was done.');

/** The success answer of a call that answers only its message. */
export const MessageAnswerSchema = successEnvelope(NoResponseSchema);
export type MessageAnswer = z.infer<typeof MessageAnswerSchema>;

/** The success answer of a list call: one page of rows, with `pagination` beside them. */
export function pagedEnvelope<T extends z.ZodType>(row: T) {
  return z.object({
    status: z.literal(SUCCESS),
    message: z.string(),
    response: z.array(row),
    pagination: PaginationSchema,
  });
}

export interface Page<T> {
  rows: T[];
  pagination: Pagination;
}

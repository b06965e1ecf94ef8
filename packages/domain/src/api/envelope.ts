// The answer shape of every call (decisions.md, 'The API contract').
import { z } from 'zod';

export const SUCCESS = 1;
export const FAILURE = 0;

export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';
export const NOT_FOUND_MESSAGE = 'Resource not found';

export interface Envelope<T> {
  status: typeof SUCCESS | typeof FAILURE;
  message: string | string[];
  response?: T;
}

export const FailureEnvelopeSchema = z.object({
  status: z.literal(FAILURE),
  message: z.union([z.string(), z.array(z.string())]),
});

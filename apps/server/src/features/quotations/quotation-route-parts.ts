// What every quotation route file shares: the success envelope its response schemas document, and the
// OpenAPI tags and security of the quotation calls.
import { z } from 'zod';
import { ok } from '../../http/reply';

export const envelope = <T extends z.ZodType>(response: T) =>
  z.object({ status: z.literal(1), message: z.string(), response });

/** answer() with the success shape the response schemas document (status 1, a text message). */
export const answer = <T>(response: T, message?: string) =>
  ok(response, message) as { status: 1; message: string; response: T };

export const security = [{ bearer: [] }];
export const tags = ['quotations'];

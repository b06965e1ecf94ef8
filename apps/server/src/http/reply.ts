import { SUCCESS, type Envelope } from '@tradebook/domain/api/envelope';

/** The success envelope: { status: 1, message, response }. */
export function ok<T>(response: T, message = 'Success'): Envelope<T> {
  return { status: SUCCESS, message, response };
}

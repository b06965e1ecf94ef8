// A client's phone numbers are read against the client's own country, the business's while the client has
// none (docs/decisions/0367, 0225): stored in E.164, and a number that cannot be one there ('12345' for a
// British client) is refused with the reason, the same words the client form says next to the field.
import { readClientPhoneNumber } from '@tradebook/domain/clients/client-phone';
import { AppError } from '../../app-error';

export interface PhoneCountry {
  /** ISO 3166-1 alpha-2. */
  code: string;
  name: string;
}

/** The same phone fields in E.164; 422 with the reason of the first that cannot be a number there. */
export function readClientPhones<T extends Record<string, string>>(
  phones: T,
  country: PhoneCountry | undefined,
): T {
  const read: Record<string, string> = {};
  for (const [field, text] of Object.entries(phones)) {
    const reading = readClientPhoneNumber(text, country?.code, country?.name);
    if (!reading.ok) throw new AppError('validation', [reading.message]);
    read[field] = reading.value;
  }
  return read as T;
}

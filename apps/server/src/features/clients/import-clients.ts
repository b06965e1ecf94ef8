// The clients of an imported file (docs/decisions/0337): every row is checked as create_client checks
// its form (the same schema and messages, the country from the list, phones read against the business's
// country); one bad row and nothing is stored, otherwise all of them are, in one transaction.
import { readPhoneNumber } from '@tradebook/domain/api/phone-number';
import { CLIENT_MESSAGES, CreateClientSchema } from '@tradebook/domain/clients/clients.schemas';
import type { ImportRecord } from '@tradebook/domain/imports/import-fields';
import type { ImportRowError } from '@tradebook/domain/imports/imports.schemas';
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';
import { findCountry } from '../lookups/countries';
import { findState } from '../lookups/states';
import { ownerCountryCode } from '../profile/phone-numbers';
import type { ClientValues } from './clients.repository';
import { insertClientRows } from './clients-import.repository';

/** The form's other name of a field is reported as the field the import maps. */
const FIELD_NAMES: Record<string, string> = { street1: 'postal_address' };

function checkClientRow(
  record: ImportRecord,
  countryCode: string | undefined,
  errors: ImportRowError[],
): ClientValues | undefined {
  const row = record.line;
  const parsed = CreateClientSchema.safeParse(record.values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      errors.push({ row, field: FIELD_NAMES[field] ?? field, message: issue.message });
    }
    return undefined;
  }
  const input = parsed.data;
  let { country, state } = input;
  const before = errors.length;
  if (country !== '') {
    const found = findCountry(country);
    if (!found) errors.push({ row, field: 'country', message: CLIENT_MESSAGES.countryInvalid });
    else {
      country = found.name;
      if (state !== '') state = findState(found.id, state)?.name ?? state;
    }
  }
  const phones = { phone1: input.phone1, phone2: input.phone2 };
  for (const field of ['phone1', 'phone2'] as const) {
    const reading = readPhoneNumber(input[field], countryCode);
    if (reading.ok) phones[field] = reading.value;
    else errors.push({ row, field, message: reading.message });
  }
  if (errors.length > before) return undefined;
  return { ...input, ...phones, country, state, street1: input.postal_address };
}

/** Answers how many were imported, or every row's problems and nothing stored. */
export async function importClients(
  ctx: AppContext,
  owner: OwnerId,
  records: readonly ImportRecord[],
): Promise<{ imported: number } | { errors: ImportRowError[] }> {
  const countryCode = await ownerCountryCode(ctx, owner);
  const errors: ImportRowError[] = [];
  const rows: (ClientValues & { created_at: string })[] = [];
  const createdAt = ctx.now().toISOString();
  for (const record of records) {
    const values = checkClientRow(record, countryCode, errors);
    if (values) rows.push({ ...values, created_at: createdAt });
  }
  if (errors.length > 0) return { errors };
  await ctx.db.transaction().execute((trx) => insertClientRows(trx, owner, rows));
  return { imported: rows.length };
}

// Years of records in seconds: clients and quotations written straight into the database (not through
// the calls, which would take minutes for 100,000), for the scale tests and the list benchmark. Every
// figure is what the server itself would have stored: totals from calculateTotals, numbers in sequence,
// the search text and list version set by the database's own triggers.
import { calculateTotals } from '@tradebook/domain/documents/totals';
import type { Kysely } from 'kysely';
import { trustedOwnerId, type OwnerId } from '../src/db/owner';
import type { Database } from '../src/db/schema';

const BATCH = 200;

export interface SeededClient {
  id: number;
  businessName: string;
}

/** `count` clients; `businessName(i)` names the i-th (from 0). */
export async function seedClients(
  db: Kysely<Database>,
  owner: OwnerId,
  count: number,
  businessName: (index: number) => string,
): Promise<SeededClient[]> {
  const now = new Date().toISOString();
  const clients: SeededClient[] = [];
  for (let start = 0; start < count; start += BATCH) {
    const values = Array.from({ length: Math.min(BATCH, count - start) }, (_, offset) => {
      const index = start + offset;
      return {
        user_id: owner,
        full_name: `Contact ${index}`,
        email: `contact${index}@client${index}.example`,
        business_name: businessName(index),
        phone1: '',
        phone2: '',
        country: '',
        postal_address: '',
        street1: '',
        street2: '',
        state: '',
        zip: '',
        notes: '',
        website: '',
        created_at: now,
        updated_at: now,
      };
    });
    const rows = await db.insertInto('clients').values(values).returning('id').execute();
    rows.forEach((row, offset) =>
      clients.push({ id: Number(row.id), businessName: values[offset]?.business_name ?? '' }),
    );
  }
  return clients;
}

function dayOf(from: string, to: string, index: number, count: number): string {
  const start = Date.parse(`${from}T00:00:00Z`);
  const span = Date.parse(`${to}T00:00:00Z`) - start;
  const day = start + Math.floor((span * index) / Math.max(1, count - 1) / 86_400_000) * 86_400_000;
  return new Date(day).toISOString().slice(0, 10);
}

/**
 * `count` draft quotations of `linesPerDocument` lines, numbered QUO-000001 on, dated evenly from `from`
 * to `to`, each for the next client in turn. The owner's QUO sequence continues after them.
 */
export async function seedQuotations(
  db: Kysely<Database>,
  owner: OwnerId,
  options: { count: number; clientIds: number[]; from: string; to: string; linesPerDocument?: number },
): Promise<void> {
  const lineCount = options.linesPerDocument ?? 3;
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < options.count; start += BATCH) {
      const batch = Array.from({ length: Math.min(BATCH, options.count - start) }, (_, offset) => {
        const index = start + offset;
        const lines = Array.from({ length: lineCount }, (_, line) => ({
          quantityMilli: 1000 * (1 + ((index + line) % 4)),
          unitPriceMinor: 1250 + ((index * 37 + line * 101) % 50_000),
        }));
        const totals = calculateTotals({
          lines,
          discount: { type: 'percent', value: 0 },
          taxRates: [20_000, 0],
        });
        const date = dayOf(options.from, options.to, index, options.count);
        return { index, date, lines, totals };
      });
      const ids = await trx
        .insertInto('documents')
        .values(
          batch.map(({ index, date, totals }) => ({
            user_id: owner,
            kind: 'quotation',
            number: `QUO-${String(index + 1).padStart(6, '0')}`,
            client_id: options.clientIds[index % options.clientIds.length] as number,
            document_date: date,
            terms_days: 28,
            due_date: date,
            status: 'draft',
            is_void: 0,
            currency_id: 826,
            notes: index % 3 === 0 ? 'Payment within 28 days.' : '',
            discount_type: 'percent',
            discount_percent_milli: 0,
            discount_amount_minor: 0,
            tax1_name: 'VAT',
            tax1_percent_milli: 20_000,
            tax2_name: 'Tax-2',
            tax2_percent_milli: 0,
            items_total_minor: totals.itemsTotalMinor,
            discount_minor: totals.discountMinor,
            subtotal_minor: totals.subtotalMinor,
            tax1_minor: totals.tax1Minor,
            tax2_minor: totals.tax2Minor,
            total_minor: totals.grandTotalMinor,
            sent_at: null,
            created_at: now,
            updated_at: now,
          })),
        )
        .returning('id')
        .execute();
      const lines = batch.flatMap(({ lines: documentLines, totals }, offset) =>
        documentLines.map((line, position) => ({
          user_id: owner,
          document_id: Number(ids[offset]?.id),
          position,
          name: `Item ${position + 1}`,
          description: 'Supplied and fitted',
          quantity_milli: line.quantityMilli,
          unit_price_minor: line.unitPriceMinor,
          line_total_minor: totals.lineTotalsMinor[position] ?? 0,
          line_type: 'parts',
          item_no: '',
          category_id: null,
          category_type: '',
        })),
      );
      for (let at = 0; at < lines.length; at += BATCH) {
        await trx
          .insertInto('document_lines')
          .values(lines.slice(at, at + BATCH))
          .execute();
      }
    }
    await trx
      .insertInto('number_sequences')
      .values({ user_id: owner, kind: 'QUO', next_value: options.count + 1 })
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'kind']).doUpdateSet({ next_value: options.count + 1 }),
      )
      .execute();
  });
}

/** The owner id of a user made through the calls (for seeding their records straight in). */
export async function ownerIdOf(db: Kysely<Database>, email: string): Promise<OwnerId> {
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('email_lower', '=', email.trim().toLowerCase())
    .executeTakeFirstOrThrow();
  return trustedOwnerId(Number(user.id));
}

// The items of an imported file (docs/decisions/0337): every row is checked as create_item checks its
// form (the same schema and messages); one bad row and nothing is stored, otherwise all of them are, in
// one transaction that also takes their item numbers (ITEM-000001...), as creating one item does.
import { lineTotalMinor } from '@tradebook/domain/documents/totals';
import type { ImportRecord } from '@tradebook/domain/imports/import-fields';
import type { ImportRowError } from '@tradebook/domain/imports/imports.schemas';
import { CreateItemSchema } from '@tradebook/domain/items/items.schemas';
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';
import { assignNextNumbers } from '../numbering/numbering.service';
import type { ItemValues } from './items.repository';
import { insertItemRows } from './items-import.repository';

/** Other apps' names of the two types ('goods' is Zoho's, 'product' Invoice Ninja's and ours on screen). */
const TYPE_NAMES: Record<string, string> = { goods: 'parts', product: 'parts', products: 'parts' };

/** A price typed with its currency sign or thousands separators (£1,250.00) reads as the figure; a
 * comma that is not a thousands separator (12,5) stays, and is refused as the form refuses it. */
function readPrice(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const bare = text.trim().replace(/^[£$€]\s?/, '');
  return /^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(bare) ? bare.replace(/,/g, '') : bare;
}

function checkItemRow(record: ImportRecord, errors: ImportRowError[]): ItemValues | undefined {
  const { type, unit_price: price, ...rest } = record.values;
  const parsed = CreateItemSchema.safeParse({
    ...rest,
    unit_price: readPrice(price),
    type: type === undefined ? undefined : (TYPE_NAMES[type.trim().toLowerCase()] ?? type),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      errors.push({ row: record.line, field: String(issue.path[0] ?? ''), message: issue.message });
    }
    return undefined;
  }
  const input = parsed.data;
  return {
    name: input.name,
    description: input.description,
    quantity_milli: input.quantityMilli,
    unit_price_minor: input.unitPriceMinor,
    amount_minor: lineTotalMinor(input.quantityMilli, input.unitPriceMinor),
    type: input.type,
    category_id: null,
  };
}

/** Answers how many were imported, or every row's problems and nothing stored. */
export async function importItems(
  ctx: AppContext,
  owner: OwnerId,
  records: readonly ImportRecord[],
): Promise<{ imported: number } | { errors: ImportRowError[] }> {
  const errors: ImportRowError[] = [];
  const rows: ItemValues[] = [];
  for (const record of records) {
    const values = checkItemRow(record, errors);
    if (values) rows.push(values);
  }
  if (errors.length > 0) return { errors };
  const createdAt = ctx.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    const numbers = await assignNextNumbers(trx, owner, 'ITEM', rows.length);
    await insertItemRows(
      trx,
      owner,
      rows.map((row, index) => ({ ...row, item_no: numbers[index] as string, created_at: createdAt })),
    );
  });
  return { imported: rows.length };
}

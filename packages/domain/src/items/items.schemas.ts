// The item catalogue's requests and answers (docs/reference/items.md 'Fields', 'Rules' and 'Calls';
// docs/reference/documents.md 'Numbers', docs/reference/items.md 'Rules'). The same schemas check the web
// forms and the server's calls.
import { z } from 'zod';
import { optionalText, requiredText } from '../api/fields';
import { optionalRecordId, recordId } from '../api/ids';
import { pagingFields } from '../api/paging';
import { LINE_MESSAGES, quantityField, unitPriceField } from '../documents/line-fields';
import { lineTotalMinor } from '../documents/totals';

export const ITEM_TYPES = ['parts', 'services'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

export const ITEM_SORTS = ['name', 'price', 'date'] as const;
export type ItemSort = (typeof ITEM_SORTS)[number];

export const ITEM_MESSAGES = {
  nameRequired: LINE_MESSAGES.nameRequired,
  quantityPositive: LINE_MESSAGES.quantityPositive,
  quantityFormat: LINE_MESSAGES.quantityFormat,
  quantityTooLarge: LINE_MESSAGES.quantityTooLarge,
  unitPriceNegative: LINE_MESSAGES.unitPriceNegative,
  unitPriceFormat: LINE_MESSAGES.unitPriceFormat,
  unitPriceTooLarge: LINE_MESSAGES.unitPriceTooLarge,
  amountPositive: LINE_MESSAGES.amountPositive,
  typeInvalid: 'Item type must be parts or services.',
  categoryInvalid: 'Please choose a category from the list.',
  itemIdRequired: 'Item id is required.',
  sortInvalid: 'Sort must be name, price or date.',
  orderInvalid: 'Order must be asc or desc.',
  created: 'Item created successfully.',
  updated: 'Update data Successful.',
  deleted: 'Delete data Successful.',
} as const;

export const CATEGORY_MESSAGES = {
  nameRequired: 'Category name is required.',
  exists: 'A category with this name already exists.',
  categoryIdRequired: 'Category id is required.',
  created: 'Create category successful.',
  deleted: 'Delete category successful.',
} as const;

/** 'parts' or 'services' ('part' and 'service' are read as the same); blank means not given. */
export const itemTypeField = z
  .union([z.string(), z.null()], { error: ITEM_MESSAGES.typeInvalid })
  .optional()
  .transform((value, ctx): ItemType | undefined => {
    const text = (value ?? '').trim().toLowerCase();
    if (text === '') return undefined;
    if (text === 'parts' || text === 'part') return 'parts';
    if (text === 'services' || text === 'service') return 'services';
    ctx.issues.push({ code: 'custom', message: ITEM_MESSAGES.typeInvalid, input: value });
    return z.NEVER;
  });

/** The fields of the add/edit item form, in the order their messages are reported. `type` and
 * `service_type` are two names of one field (docs/reference/items.md 'Fields'). */
export const itemFields = {
  name: requiredText(ITEM_MESSAGES.nameRequired, 200),
  description: optionalText(1000, 'Description'),
  quantity: quantityField,
  unit_price: unitPriceField,
  type: itemTypeField,
  service_type: itemTypeField,
  category_id: optionalRecordId(ITEM_MESSAGES.categoryInvalid),
};

type ParsedItemFields = z.output<z.ZodObject<typeof itemFields>>;

/** What the server keeps of an item form. The item number and the amount are the server's own. */
export interface ItemInput {
  name: string;
  description: string;
  quantityMilli: number;
  unitPriceMinor: number;
  type: ItemType;
  categoryId: number | null;
}

const toItemInput = (body: ParsedItemFields): ItemInput => ({
  name: body.name,
  description: body.description,
  quantityMilli: body.quantity,
  unitPriceMinor: body.unit_price,
  type: body.type ?? body.service_type ?? 'parts',
  categoryId: body.category_id,
});

/** POST create_item. Unknown fields (item_no, amount, created_by...) are dropped. */
export const CreateItemSchema = z.object(itemFields).transform(toItemInput);
export type CreateItemRequest = z.input<typeof CreateItemSchema>;

/** POST update_item: the same form plus item_id; the whole item is replaced. */
export const UpdateItemSchema = z
  .object({ item_id: recordId(ITEM_MESSAGES.itemIdRequired), ...itemFields })
  .transform((body) => ({ itemId: body.item_id, ...toItemInput(body) }));
export type UpdateItemRequest = z.input<typeof UpdateItemSchema>;

/** POST delete_item. */
export const DeleteItemSchema = z.object({ item_id: recordId(ITEM_MESSAGES.itemIdRequired) });

/** A new line typed into the Add/Browse Item dialog of quotations and invoices: the item form's checks,
 * plus 'Amount must be greater than 0.' (docs/reference/items.md 'Rules'). */
export const NewLineItemSchema = z
  .object(itemFields)
  .refine((body) => lineTotalMinor(body.quantity, body.unit_price) > 0, {
    error: ITEM_MESSAGES.amountPositive,
    path: ['amount'],
  })
  .transform(toItemInput);

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const blankToUndefined = (value: unknown) => (isBlank(value) ? undefined : value);

/** POST get_item: every field is optional. `item_id` (or `id`) reads one item: a list of one, or 404.
 * `search_text` matches name, description and item number, case-insensitively, in part. `sort` is name, price
 * (quantity x unit price) or date (created), `order` asc or desc (default: name and price asc, date newest
 * first). `category_id` keeps one category ('none' for uncategorised items), `type` one type. `page` (from 1)
 * and `limit` (default 50, at most 200) choose the page answered (docs/reference/api.md 'Lists answer one
 * page'). */
export const GetItemsSchema = z.object({
  item_id: optionalRecordId(ITEM_MESSAGES.itemIdRequired),
  id: optionalRecordId(ITEM_MESSAGES.itemIdRequired),
  search_text: optionalText(200, 'Search text'),
  sort: z
    .union([z.enum(ITEM_SORTS), z.literal(''), z.null()], { error: ITEM_MESSAGES.sortInvalid })
    .optional()
    .transform((value) => blankToUndefined(value) as ItemSort | undefined),
  order: z
    .union([z.enum(['asc', 'desc']), z.literal(''), z.null()], { error: ITEM_MESSAGES.orderInvalid })
    .optional()
    .transform((value) => blankToUndefined(value) as 'asc' | 'desc' | undefined),
  category_id: z
    .union([z.literal('none'), z.literal('all')], { error: ITEM_MESSAGES.categoryInvalid })
    .or(optionalRecordId(ITEM_MESSAGES.categoryInvalid))
    .optional()
    .transform((value) => (value === 'all' ? null : (value ?? null))),
  type: z
    .union([z.literal('all'), itemTypeField], { error: ITEM_MESSAGES.typeInvalid })
    .optional()
    .transform((value) => (value === 'all' ? undefined : value)),
  ...pagingFields(),
});
export type GetItemsRequest = z.input<typeof GetItemsSchema>;
export type ItemFilters = z.output<typeof GetItemsSchema>;

/** GET export_item_list: the filters and order of get_item, as query parameters; every matching item
 * is exported, so it takes no page. */
export const ExportItemsSchema = GetItemsSchema.omit({ item_id: true, id: true, page: true, limit: true });
export type ExportItemsRequest = z.input<typeof ExportItemsSchema>;
export type ItemExportFilters = z.output<typeof ExportItemsSchema>;

/** Name and price read A to Z and cheapest first; date reads newest first (docs/reference/items.md 'Limits').
 */
export const DEFAULT_ITEM_ORDER: Record<ItemSort, 'asc' | 'desc'> = {
  name: 'asc',
  price: 'asc',
  date: 'desc',
};

/** POST create_item_category. `type` is the category's name (docs/reference/items.md 'Fields'). */
export const CreateItemCategorySchema = z.object({ type: requiredText(CATEGORY_MESSAGES.nameRequired, 100) });
export type CreateItemCategoryRequest = z.input<typeof CreateItemCategorySchema>;

/** POST delete_item_category. Its items stay, uncategorised. */
export const DeleteItemCategorySchema = z.object({
  category_id: recordId(CATEGORY_MESSAGES.categoryIdRequired),
});

/** An item as every call answers it (docs/reference/items.md 'Fields'). Money has 2 decimals, quantity up to
 * 3. */
export const ItemSchema = z.object({
  id: z.number(),
  item_id: z.number(),
  item_no: z.string(),
  name: z.string(),
  description: z.string(),
  quantity: z.number(),
  unit_price: z.number(),
  amount: z.number(),
  type: z.enum(ITEM_TYPES),
  service_type: z.enum(ITEM_TYPES),
  category_id: z.number().nullable(),
  /** The category's name, or 'N/A' for an uncategorised item. */
  category_type: z.string(),
  created_at: z.string(),
  created_by: z.number(),
  active: z.number(),
});
export type Item = z.infer<typeof ItemSchema>;

export const ItemCategorySchema = z.object({
  id: z.number(),
  type: z.string().describe("The category's name."),
});
export type ItemCategory = z.infer<typeof ItemCategorySchema>;

/** list_item_category: the user's categories in the order they were added. */
export const ItemCategoryListSchema = z.array(ItemCategorySchema);
export type ItemCategoryList = z.infer<typeof ItemCategoryListSchema>;

/** generate_item_no: the number the next item would get. */
export const NextItemNumberSchema = z.string().describe('The next item number, e.g. ITEM-000001.');
export type NextItemNumber = z.infer<typeof NextItemNumberSchema>;

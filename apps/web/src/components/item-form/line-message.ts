// The domain's line and item messages (the server's own words, shown next to the item form's, the Edit
// Item dialog's and the item cards' fields) in the screen's language, from the documents catalogue; a
// message it does not know is shown as it came (docs/decisions/0249-feature-screens-in-catalogues.md).
import type { TFunction } from 'i18next';
import { LINE_MESSAGES } from '@tradebook/domain/documents/line-fields';
import { ITEM_MESSAGES } from '@tradebook/domain/items/items.schemas';

const KEYS: ReadonlyArray<readonly [string, string]> = [
  [LINE_MESSAGES.nameRequired, 'name_required'],
  ['Item name must be at most 200 characters.', 'name_too_long'],
  ['Description must be at most 1000 characters.', 'description_too_long'],
  [LINE_MESSAGES.quantityPositive, 'quantity_positive'],
  [LINE_MESSAGES.quantityFormat, 'quantity_format'],
  [LINE_MESSAGES.quantityTooLarge, 'quantity_too_large'],
  [LINE_MESSAGES.unitPriceNegative, 'unit_price_negative'],
  [LINE_MESSAGES.unitPriceFormat, 'unit_price_format'],
  [LINE_MESSAGES.unitPriceTooLarge, 'unit_price_too_large'],
  [LINE_MESSAGES.amountPositive, 'amount_positive'],
  [LINE_MESSAGES.lineTypeInvalid, 'line_type_invalid'],
  [ITEM_MESSAGES.typeInvalid, 'type_invalid'],
  [ITEM_MESSAGES.categoryInvalid, 'category_invalid'],
];
const keyOfText = new Map(KEYS);

/** A field's message in the screen's language when it is one of the domain's line messages. */
export function translateLineMessage(t: TFunction, message: string | undefined): string | undefined {
  const key = message === undefined ? undefined : keyOfText.get(message);
  return key ? t(`line_messages.${key}`, { defaultValue: message }) : message;
}

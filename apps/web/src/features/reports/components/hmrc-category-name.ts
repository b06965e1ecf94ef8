// An HMRC category's name in the screen's language: the catalogue's key is the category's key in
// snake_case ('costOfGoods' -> 'hmrc.cost_of_goods'); the domain's English name where none is written.
import type { TFunction } from 'i18next';
import { hmrcCategory } from '@tradebook/domain/reports/hmrc-categories';

export function hmrcCategoryName(t: TFunction, key: string): string {
  const snake = key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
  return t(`hmrc.${snake}`, { defaultValue: hmrcCategory(key)?.name ?? key });
}

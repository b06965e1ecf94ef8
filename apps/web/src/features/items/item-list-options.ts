// The item list's sort and type choices and its empty-state wording, in the screen's language (ADR 0247).
import type { ItemSort } from '@tradebook/domain/items/items.schemas';
import type { EmptyListWording } from '../../components/empty-list-state';

/** The items catalogue's `t`. */
type Translate = (key: string) => string;

export const SORT_OPTIONS: { value: string; sort: ItemSort; order: 'asc' | 'desc' }[] = [
  { value: 'date-desc', sort: 'date', order: 'desc' },
  { value: 'date-asc', sort: 'date', order: 'asc' },
  { value: 'name-asc', sort: 'name', order: 'asc' },
  { value: 'name-desc', sort: 'name', order: 'desc' },
  { value: 'price-asc', sort: 'price', order: 'asc' },
  { value: 'price-desc', sort: 'price', order: 'desc' },
];

export function sortChoices(t: Translate) {
  return SORT_OPTIONS.map(({ value }) => ({ value, label: t(`sort.${value.replace('-', '_')}`) }));
}

export function typeChoices(t: Translate) {
  return [
    { value: 'all', label: t('filter.all_types') },
    { value: 'parts', label: t('type.product') },
    { value: 'services', label: t('type.service') },
  ];
}

export function emptyWording(t: Translate): EmptyListWording {
  return {
    noneYet: t('empty.none_yet'),
    purpose: t('empty.purpose'),
    noMatch: t('empty.no_match'),
    addLink: t('empty.add'),
  };
}

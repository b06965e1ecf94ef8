// Items the user marked on the item list for a document: the checked ones ('selected', to start a
// quotation or invoice with) and the 'recent items' offered first when adding lines to an invoice.
// Kept in the browser (docs/reference/items.md 'Limits': item caches), as lines, and cleared at sign-out with
// the rest.
import type { ItemLine } from './item-line';

const SELECTED_KEY = 'tradebook.items.selected';
const RECENT_KEY = 'tradebook.items.recent';
/** The recent list keeps the last few, newest first. */
export const RECENT_LIMIT = 10;

type PickList = 'selected' | 'recent';
const keyOf = (list: PickList) => (list === 'selected' ? SELECTED_KEY : RECENT_KEY);

export function readPicks(list: PickList): ItemLine[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(keyOf(list)) ?? '[]');
    return Array.isArray(parsed) ? (parsed as ItemLine[]) : [];
  } catch {
    return [];
  }
}

export function writePicks(list: PickList, lines: ItemLine[]): void {
  const kept = list === 'recent' ? lines.slice(0, RECENT_LIMIT) : lines;
  if (kept.length === 0) localStorage.removeItem(keyOf(list));
  else localStorage.setItem(keyOf(list), JSON.stringify(kept));
}

/** Adds the line (newest first) or, when it is there already, takes it out. */
export function togglePick(list: PickList, line: ItemLine): ItemLine[] {
  const current = readPicks(list);
  const without = current.filter((picked) => picked.itemId !== line.itemId);
  const next = without.length === current.length ? [line, ...current] : without;
  writePicks(list, next);
  return readPicks(list);
}

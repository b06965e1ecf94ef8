// The business an accountant is reading (docs/decisions/0240-accountant-screens.md): its id is sent as the
// X-Business-Id header of every call but the accountant's own (sign-out, their businesses, accepting an
// invitation); none chosen, every call is the signed-in user's own account. Kept in this tab's storage
// under the app's prefix, so sign-out forgets it.
import { useSyncExternalStore } from 'react';
import { STORAGE_PREFIX } from './session';

const KEY = `${STORAGE_PREFIX}business`;
const listeners = new Set<() => void>();

export interface ChosenBusiness {
  id: number;
  name: string;
}

export function getChosenBusiness(): ChosenBusiness | null {
  const text = sessionStorage.getItem(KEY);
  if (!text) return null;
  try {
    const value = JSON.parse(text) as ChosenBusiness;
    return Number.isInteger(value.id) ? value : null;
  } catch {
    return null;
  }
}

export function chooseBusiness(business: ChosenBusiness | null): void {
  if (business) sessionStorage.setItem(KEY, JSON.stringify(business));
  else sessionStorage.removeItem(KEY);
  listeners.forEach((listener) => listener());
}

/** The calls that are always the accountant's own. */
const OWN_CALLS = /\/api\/v[23]\/(logout|accountant\/)/;

/** The header naming the chosen business, for a call to `url`. */
export function businessHeader(url: string): Record<string, string> {
  const business = getChosenBusiness();
  return business && !OWN_CALLS.test(url) ? { 'x-business-id': String(business.id) } : {};
}

let cached: string | null = null;
let snapshot: ChosenBusiness | null = null;

/** The chosen business, re-rendering when it changes: null for one's own account. */
export function useChosenBusiness(): ChosenBusiness | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => {
      const text = sessionStorage.getItem(KEY);
      if (text !== cached) {
        cached = text;
        snapshot = getChosenBusiness();
      }
      return snapshot;
    },
  );
}

/** Whether the session reads a business as its accountant: create and edit buttons are hidden. */
export function useIsAccountant(): boolean {
  return useChosenBusiness() !== null;
}

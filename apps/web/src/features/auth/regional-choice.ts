// The regional settings chosen before registering (docs/reference/accounts.md: regional settings, then
// register). They travel to /register in the router's state and in sessionStorage, so a reload of the
// register page keeps them; they are dropped once the account exists.
import { STORAGE_PREFIX } from '../../lib/session';

export interface RegionalChoice {
  /** Ids as the lookups answer them, as text. */
  country: string;
  language: string;
  currency: string;
  /** For the summary on the register page. */
  countryName: string;
  currencyLabel: string;
}

const KEY = `${STORAGE_PREFIX}regional-settings`;

export function saveRegionalChoice(choice: RegionalChoice): void {
  sessionStorage.setItem(KEY, JSON.stringify(choice));
}

export function loadRegionalChoice(routerState?: unknown): RegionalChoice | null {
  const fromState = (routerState as { regional?: unknown } | null | undefined)?.regional;
  if (isChoice(fromState)) return fromState;
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    return isChoice(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function clearRegionalChoice(): void {
  sessionStorage.removeItem(KEY);
}

function isChoice(value: unknown): value is RegionalChoice {
  if (!value || typeof value !== 'object') return false;
  const choice = value as Record<string, unknown>;
  return ['country', 'language', 'currency'].every(
    (key) => typeof choice[key] === 'string' && choice[key] !== '',
  );
}

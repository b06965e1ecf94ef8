// The caches read on every request (docs/decisions/0451-recently-used-caches-without-churn.md): the most
// recently used entries are kept and the cache stays bounded.
import { describe, expect, it } from 'vitest';
import { RecentlyUsed } from './recently-used';

describe('a cache of the most recently used entries', () => {
  it('keeps the `size` most recently used entries, whatever was added since', () => {
    const cache = new RecentlyUsed<string, number>(4);
    for (let index = 0; index < 4; index += 1) cache.set(`k${index}`, index);
    for (let round = 0; round < 50; round += 1) {
      // k0 is used again before each new entry: it is never dropped, however many come after it.
      expect(cache.get('k0')).toBe(0);
      cache.set(`new${round}`, round);
    }
    // The 3 most recent new entries and k0 are the 4 most recently used.
    for (const key of ['k0', 'new49', 'new48', 'new47']) expect(cache.get(key)).toBeDefined();
  });

  it('drops an entry once `size` others have been used since, and holds at most twice its size', () => {
    const cache = new RecentlyUsed<number, string>(3);
    for (let key = 0; key < 1000; key += 1) {
      cache.set(key, `v${key}`);
      expect(cache.held).toBeLessThanOrEqual(6);
    }
    expect(cache.get(999)).toBe('v999');
    expect(cache.get(997)).toBe('v997');
    expect(cache.get(990)).toBeUndefined();
  });

  it('answers the value last set for a key', () => {
    const cache = new RecentlyUsed<string, string>(2);
    cache.set('a', 'first');
    cache.set('b', 'b');
    cache.set('a', 'second');
    expect(cache.get('a')).toBe('second');
    cache.set('c', 'c');
    cache.set('a', 'third');
    expect(cache.get('a')).toBe('third');
  });

  it('refuses a size below one', () => {
    expect(() => new RecentlyUsed(0)).toThrow();
    expect(() => new RecentlyUsed(1.5)).toThrow();
  });
});

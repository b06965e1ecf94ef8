// The bounded caches read on every request (compiled statements, shaped statements' texts, kept list
// totals): the entries used most recently, kept without changing anything on a hit
// (docs/decisions/0451-recently-used-caches-without-churn.md).
//
// A Map kept in order of use (an entry deleted and set again at every hit) left V8 a hole in its table
// at each hit and made it build a new table whenever the holes filled it: for a cache of a few entries,
// at nearly every hit. The table of a long-lived Map lives in the old generation, and so is each new one,
// so a busy server made old-generation garbage at every request, and a full collection (whose marking
// shares the machine with the requests, and whose pause holds every one in flight) every few seconds.

/**
 * The `size` entries used most recently, and at most `2 × size`, in two generations: entries are added
 * to the current one; when it holds `size`, it becomes the previous one (the one before is dropped) and
 * a new one starts. A hit in the current generation changes nothing; a hit in the previous one adds the
 * entry to the current one. An entry is dropped only after `size` others have been added since its last
 * use, so the `size` most recently used are always kept.
 */
export class RecentlyUsed<K, V> {
  #current = new Map<K, V>();
  #previous = new Map<K, V>();

  constructor(private readonly size: number) {
    if (!Number.isSafeInteger(size) || size < 1) throw new Error('a cache holds at least one entry');
  }

  get(key: K): V | undefined {
    const hit = this.#current.get(key);
    if (hit !== undefined) return hit;
    const earlier = this.#previous.get(key);
    if (earlier !== undefined) this.set(key, earlier);
    return earlier;
  }

  set(key: K, value: V): void {
    this.#current.set(key, value);
    if (this.#current.size >= this.size) {
      this.#previous = this.#current;
      this.#current = new Map();
    }
  }

  /** How many entries are held (an entry in both generations counts twice). */
  get held(): number {
    return this.#current.size + this.#previous.size;
  }
}

// ownedRow (owner.ts): a row of the owner whatever the values hold, of one hidden class for values of one
// shape (docs/decisions/0447-no-field-added-after-a-spread.md).
import { describe, expect, it } from 'vitest';
import { hiddenClassCount } from '../../test/hidden-class';
import { ownedRow, trustedOwnerId } from './owner';

describe('ownedRow', () => {
  it("sets the owner's id last, over any id the values carry", () => {
    const owner = trustedOwnerId(7);
    expect(ownedRow(owner, { vendor: 'Corner Cafe', amount_minor: 1250 })).toEqual({
      user_id: 7,
      vendor: 'Corner Cafe',
      amount_minor: 1250,
    });
    const forged = { vendor: 'Corner Cafe', user_id: 99 } as { vendor: string };
    expect(ownedRow(owner, forged).user_id).toBe(7);
  });

  it('makes rows of one hidden class from values of one shape', () => {
    // Enough rows for V8 to settle on its fast path: the first few made any way may share a class.
    const rows = Array.from({ length: 40 }, (_, n) =>
      ownedRow(trustedOwnerId(n + 1), { position: n, name: `Line ${n}`, quantity_milli: 1000 }),
    );
    expect(rows.map((row) => row.user_id)).toEqual(Array.from({ length: 40 }, (_, n) => n + 1));
    expect(hiddenClassCount(rows)).toBe(1);
  });
});

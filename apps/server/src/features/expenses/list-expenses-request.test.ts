// The expense list's request as the schema reads it (packages/domain list-expenses.schemas.ts): every
// request, whatever its filters, is an object of one hidden class, so the list's code reading it stays
// fast and no request leaves a class of its own for the full collector
// (docs/decisions/0447-no-field-added-after-a-spread.md).
import { describe, expect, it } from 'vitest';
import { ExpenseListSchema } from '@tradebook/domain/expenses/list-expenses.schemas';
import { hiddenClassCount } from '../../../test/hidden-class';

describe('an expense list request', () => {
  it('of any filters and page has one hidden class', () => {
    const bodies = [
      {},
      { from: '2026-01-01', to: '2026-03-31', limit: 10 },
      { search_text: 'joinery', category_id: '3', order: 'asc' },
      { start_date: '2025-04-06', end_date: '2026-04-05', currency_id: 826, paymentMethod: 'Card' },
    ];
    // Enough of them for V8 to settle on its fast path: the first few made any way may share a class.
    const requests = Array.from({ length: 40 }, (_, n) =>
      ExpenseListSchema.parse({ ...bodies[n % bodies.length], page: 1 + n }),
    );
    expect(requests[1]).toMatchObject({ from: '2026-01-01', to: '2026-03-31', page: 2, limit: 10 });
    expect(hiddenClassCount(requests)).toBe(1);
  });
});

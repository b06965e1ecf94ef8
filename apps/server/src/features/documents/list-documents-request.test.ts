// The quotation and invoice lists' requests as their schemas read them (packages/domain
// list-documents.schemas.ts): every request of a list, whatever its filters, is an object of one hidden
// class, so the list's code reading it stays fast and no request leaves a class of its own for the full
// collector (docs/decisions/0447-no-field-added-after-a-spread.md).
import { describe, expect, it } from 'vitest';
import { ListInvoicesSchema } from '@tradebook/domain/invoices/list-invoices.schemas';
import { ListQuotationsSchema } from '@tradebook/domain/quotations/list-quotations.schemas';
import { hiddenClassCount } from '../../../test/hidden-class';

const bodies = [
  {},
  { start_date: '2026-01-01', end_date: '2026-03-31', limit: 10 },
  { search_field: 'joinery', order: 'asc' },
];

/** Enough requests for V8 to settle on its fast path: the first few made any way may share a class. */
const requestsOf = (schema: { parse: (body: unknown) => object }, status: string) =>
  Array.from({ length: 40 }, (_, n) => {
    const body = n % 4 === 3 ? { category: status } : bodies[n % 4];
    return schema.parse({ ...body, page: 1 + n });
  });

describe('a document list request', () => {
  it('of any filters and page has one hidden class, for quotations and for invoices', () => {
    const quotations = requestsOf(ListQuotationsSchema, 'approved');
    const invoices = requestsOf(ListInvoicesSchema, 'overdue');
    expect(quotations[1]).toMatchObject({ from: '2026-01-01', to: '2026-03-31', page: 2, limit: 10 });
    expect(hiddenClassCount(quotations)).toBe(1);
    expect(hiddenClassCount(invoices)).toBe(1);
  });
});

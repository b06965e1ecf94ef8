import { describe, expect, it } from 'vitest';
import { ListQuotationsSchema, SearchQuotationsSchema } from './list-quotations.schemas';

const messages = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe('list filters', () => {
  it('leaves every filter of the list optional and reads the status filter in any case', () => {
    expect(ListQuotationsSchema.parse({})).toEqual({
      search: '',
      from: null,
      to: null,
      status: 'all',
      order: 'desc',
      page: 1,
      limit: 50,
    });
    expect(ListQuotationsSchema.parse({ category: 'Approved', start_date: '2026-01-01' })).toMatchObject({
      status: 'approved',
      from: '2026-01-01',
    });
  });

  it('reads one page: page from 1, limit up to 200, with a message for anything else', () => {
    expect(ListQuotationsSchema.parse({ page: '3', limit: 10 })).toMatchObject({ page: 3, limit: 10 });
    expect(messages(ListQuotationsSchema.safeParse({ page: 0, limit: 201 }))).toEqual([
      'Page must be a whole number of at least 1.',
      'Limit must be a whole number from 1 to 200.',
    ]);
    expect(messages(ListQuotationsSchema.safeParse({ page: '1.5', limit: '-1' }))).toHaveLength(2);
    expect(messages(ListQuotationsSchema.safeParse({ order: 'sideways' }))).toEqual([
      'Order must be desc (newest first) or asc (oldest first).',
    ]);
  });

  it('needs both dates for a search, with the spec messages', () => {
    expect(messages(SearchQuotationsSchema.safeParse({}))).toEqual([
      'Start date is required',
      'End date is required',
    ]);
  });
});

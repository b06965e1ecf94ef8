import { describe, expect, it } from 'vitest';
import { ListQuotationsSchema, SearchQuotationsSchema } from './list-quotations.schemas';

const messages = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe('list filters', () => {
  it('leaves every filter of the list optional and reads the status filter in any case', () => {
    expect(ListQuotationsSchema.parse({})).toEqual({ search: '', from: null, to: null, status: 'all' });
    expect(ListQuotationsSchema.parse({ category: 'Approved', start_date: '2026-01-01' })).toMatchObject({
      status: 'approved',
      from: '2026-01-01',
    });
  });

  it('needs both dates for a search, with the spec messages', () => {
    expect(messages(SearchQuotationsSchema.safeParse({}))).toEqual([
      'Start date is required',
      'End date is required',
    ]);
  });
});

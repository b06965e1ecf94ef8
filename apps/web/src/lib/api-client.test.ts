import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPage, listQueryString } from './api-client';

const answer = (body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiPage', () => {
  it('reads the rows and the pagination beside them in the envelope', async () => {
    const pagination = { current_page: 2, last_page: 3, per_page: 10, total: 25 };
    vi.stubGlobal('fetch', answer({ status: 1, message: 'Success', response: [{ id: 11 }], pagination }));
    expect(await apiPage('POST', 'get_item', { page: 2, limit: 10 })).toEqual({
      rows: [{ id: 11 }],
      pagination,
    });
  });

  it('counts an answer without pagination as one page of every row', async () => {
    vi.stubGlobal('fetch', answer({ status: 1, message: 'Success', response: [{ id: 1 }, { id: 2 }] }));
    expect((await apiPage('GET', 'get_clients')).pagination).toEqual({
      current_page: 1,
      last_page: 1,
      per_page: 2,
      total: 2,
    });
  });
});

describe('listQueryString', () => {
  it('leaves blank filters out and keeps the page', () => {
    expect(listQueryString({ search_text: '', sort: 'date', page: 1, limit: 10, state: null })).toBe(
      '?sort=date&page=1&limit=10',
    );
    expect(listQueryString({ search_text: undefined })).toBe('');
  });
});

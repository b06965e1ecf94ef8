import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiGet, apiPage, listQueryString, setUnauthorizedHandler } from './api-client';
import type { ItemLine } from './items/item-line';
import { readPicks, writePicks } from './items/item-picks';
import { getRememberedEmail, getToken, setRememberedEmail, setToken } from './session';

const answer = (body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));

afterEach(() => {
  vi.unstubAllGlobals();
});

const pick: ItemLine = {
  name: 'Copper pipe',
  description: '15 mm',
  quantityMilli: 1000,
  unitPriceMinor: 1999,
  type: 'parts',
  categoryId: null,
  categoryType: 'N/A',
  itemNo: 'ITM-1',
  itemId: 7,
};

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

describe('a 401', () => {
  it("clears every per-user key, as logout does: the next user starts without this one's items", async () => {
    setToken('token-of-the-first-user');
    setRememberedEmail('priya@example.com');
    writePicks('selected', [pick]);
    writePicks('recent', [pick]);
    sessionStorage.setItem('tradebook.invoice-draft', '{"client":"Acme"}');
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ status: 0, message: 'Your session has expired. Please sign in again.' }),
            {
              status: 401,
              headers: { 'content-type': 'application/json' },
            },
          ),
      ),
    );

    await expect(apiGet('get_profile')).rejects.toMatchObject({ httpStatus: 401 });

    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(getToken()).toBeNull();
    expect(readPicks('selected')).toEqual([]);
    expect(readPicks('recent')).toEqual([]);
    expect(Object.keys(localStorage)).toEqual(['tradebook.remembered-email']);
    expect(sessionStorage.length).toBe(0);
    expect(getRememberedEmail()).toBe('priya@example.com');
  });
});

// The period pack's dialog (docs/decisions/0245-period-pack-dialog.md): the chosen dates are sent to
// period_pack, the ZIP behind the answered link is fetched without the token and saved under the
// server's name, the bar counts its files; a refused range shows the server's message and saves nothing.
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { zipEntryCounter } from '../api/zip-entries';
import { PeriodPackDialog } from './period-pack-dialog';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });
const user = userEvent.setup({ delay: null });
const ok = (response: unknown) => ({ body: { status: 1, message: 'Success', response } });
/** What the date fields read to show dates the business's way (day first in the UK). */
const PROFILE = {
  get_profile: ok({ id: 1, country_id: 826, currency_id: 826 }),
  get_new_country_list: ok([{ id: 826, name: 'United Kingdom', code: 'GB' }]),
};

const FILENAME = 'period-pack-2026-10-01-to-2026-10-31.zip';
const LINK = `http://localhost/api/v3/download/period_pack/1/abc/${FILENAME}?expires=1&sig=s&q=r`;
/** Three files' headers, as a ZIP starts each of its files. */
const ZIP_TEXT = 'PK\u0003\u0004invoices.csv...PK\u0003\u0004INV-000001.pdf...PK\u0003\u0004README.txt';

function saveSpy() {
  const saved: string[] = [];
  URL.createObjectURL = vi.fn(() => 'blob:pack');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

afterEach(() => vi.restoreAllMocks());

async function choosePeriod(calls: Array<{ path: string }>) {
  // The fields read the business's date order (day first in the UK) before the dates are typed.
  await waitFor(() => expect(calls.map((call) => call.path)).toContain('get_new_country_list'));
  await waitFor(() =>
    expect(screen.getByRole('textbox', { name: 'From' })).toHaveAttribute('placeholder', 'dd/mm/yyyy'),
  );
  await user.type(screen.getByRole('textbox', { name: 'From' }), '01/10/2026');
  await user.type(screen.getByRole('textbox', { name: 'To' }), '31/10/2026');
  await user.click(screen.getByRole('button', { name: 'Download period pack' }));
}

describe('period pack dialog', () => {
  it('asks for the period, downloads the ZIP from its link and saves it', async () => {
    const saved = saveSpy();
    const { calls } = mockApi({
      ...PROFILE,
      period_pack: {
        body: {
          status: 1,
          message: 'Success',
          response: {
            url: LINK,
            filename: FILENAME,
            files: 3,
            invoices: 1,
            credit_notes: 0,
            expenses: 0,
            receipts: 0,
          },
        },
      },
      [`download/period_pack/1/abc/${FILENAME}`]: {
        text: ZIP_TEXT,
        headers: {
          'content-type': 'application/zip',
          'content-disposition': `attachment; filename="${FILENAME}"`,
        },
      },
    });
    renderApp(<PeriodPackDialog opened onClose={() => undefined} />);
    await choosePeriod(calls);
    expect(await screen.findByText(`Saved ${FILENAME}.`)).toBeInTheDocument();
    expect(saved).toEqual([FILENAME]);
    const asked = calls.find((call) => call.path === 'period_pack');
    expect(asked?.body).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    // The link is its own proof: it goes without the token.
    const fetched = calls.find((call) => call.path.startsWith('download/period_pack/'));
    expect(fetched?.method).toBe('GET');
    expect(fetched?.headers.get('authorization')).toBeNull();
  });

  it("shows the server's reason when the period is refused, and saves nothing", async () => {
    const saved = saveSpy();
    const { calls } = mockApi({
      ...PROFILE,
      period_pack: {
        status: 422,
        body: { status: 0, message: 'A period pack covers at most 12 months.' },
      },
    });
    renderApp(<PeriodPackDialog opened onClose={() => undefined} />);
    await choosePeriod(calls);
    expect(await screen.findByRole('alert')).toHaveTextContent('A period pack covers at most 12 months.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toBeEnabled());
    expect(saved).toEqual([]);
  });

  it('counts the files of a ZIP across chunks, a signature split between two', () => {
    const counter = zipEntryCounter();
    const bytes = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));
    expect(counter.add(bytes('PK\u0003\u0004abcPK'))).toBe(1);
    expect(counter.add(bytes('\u0003\u0004def'))).toBe(2);
    expect(counter.add(bytes('PK\u0001\u0002 central directory'))).toBe(2);
  });
});

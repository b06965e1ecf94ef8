import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ImportPreview } from '@tradebook/domain/imports/imports.schemas';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render';
import { ImportDialog } from './import-dialog';

vi.setConfig({ testTimeout: 30_000 });
const user = userEvent.setup({ delay: null });

const preview: ImportPreview = {
  kind: 'clients',
  columns: ['Client Name', 'Contact First Name', 'Contact Last Name', 'Contact Email', 'Town'],
  fields: [
    { name: 'full_name', label: 'Full name', required: true },
    { name: 'email', label: 'Email', required: true },
    { name: 'business_name', label: 'Business name', required: false },
    { name: 'city', label: 'City', required: false },
  ],
  mapping: { full_name: [1, 2], email: [3], business_name: [0] },
  rows: [
    ['Acme Ltd', 'Ada', 'Lovelace', 'ada@acme.example.com', 'London'],
    ['Baker Sons', 'Bob', 'Baker', 'bob@baker', 'Leeds'],
  ],
  total_rows: 2,
};

async function chooseFile() {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await user.upload(input, new File(['x'], 'clients.csv', { type: 'text/csv' }));
}

function renderDialog(onImported = vi.fn()) {
  renderApp(<ImportDialog kind="clients" opened onClose={vi.fn()} onImported={onImported} />);
  return onImported;
}

describe('import dialog', () => {
  it('prefills a select per field with the proposed columns and previews the rows as they will be read', async () => {
    const { fetchMock } = mockApi({
      'import/preview': { body: { status: 1, message: 'Success', response: preview } },
      'import/commit': {
        body: { status: 1, message: '2 clients imported.', response: { kind: 'clients', imported: 2 } },
      },
    });
    const onImported = renderDialog();
    await chooseFile();

    const table = await screen.findByRole('table', { name: 'Preview of the first rows' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Full name', 'Email', 'Business name']);
    expect(within(table).getByRole('cell', { name: 'Ada Lovelace' })).toBeInTheDocument();
    // The chosen columns show as pills in their field's select.
    const pills = () =>
      Array.from(document.querySelectorAll('.mantine-Pill-label')).map((pill) => pill.textContent);
    expect(pills()).toEqual(['Contact First Name', 'Contact Last Name', 'Contact Email', 'Client Name']);

    // The town is mapped by hand: the preview shows it at once.
    // By keyboard, as a keyboard user does (jsdom lays nothing out for a pointer).
    const city = screen
      .getAllByLabelText('City')
      .find((element) => element instanceof HTMLInputElement && element.type !== 'hidden') as HTMLElement;
    city.focus();
    for (let step = 0; step < 10; step += 1) {
      await user.keyboard('{ArrowDown}');
      if (document.querySelector('[data-combobox-selected]')?.textContent === 'Town') break;
    }
    await user.keyboard('{Enter}');
    expect(await within(table).findByRole('cell', { name: 'Leeds' })).toBeInTheDocument();
    expect(pills()).toContain('Town');

    await user.click(screen.getByRole('button', { name: 'Import 2 clients' }));
    await waitFor(() => expect(onImported).toHaveBeenCalled());
    const commit = fetchMock.mock.calls.find(([url]) => String(url).includes('import/commit'));
    const form = commit?.[1]?.body as FormData;
    expect(JSON.parse(String(form.get('mapping')))).toEqual({ ...preview.mapping, city: [4] });
    expect(form.get('kind')).toBe('clients');
  });

  it('will not import until every required field has a column', async () => {
    mockApi({
      'import/preview': {
        body: { status: 1, message: 'Success', response: { ...preview, mapping: { full_name: [1] } } },
      },
    });
    renderDialog();
    await chooseFile();
    expect(await screen.findByRole('button', { name: 'Import 2 clients' })).toBeDisabled();
  });

  it('lists the rows at fault in plain words and imports nothing', async () => {
    mockApi({
      'import/preview': { body: { status: 1, message: 'Success', response: preview } },
      'import/commit': {
        status: 422,
        body: {
          status: 0,
          message: [
            'Nothing was imported: some rows need fixing.',
            'Row 3: Please enter a valid email address.',
          ],
          response: {
            errors: [
              { row: 3, field: 'email', message: 'Please enter a valid email address.' },
              { row: 5, field: 'full_name', message: 'Full Name is required.' },
            ],
            error_count: 3,
          },
        },
      },
    });
    const onImported = renderDialog();
    await chooseFile();
    await user.click(await screen.findByRole('button', { name: 'Import 2 clients' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nothing was imported');
    const problems = within(alert).getByRole('list', { name: 'Problems by row' });
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Row 3, Email: Please enter a valid email address.',
      'Row 5, Full name: Full Name is required.',
    ]);
    expect(alert).toHaveTextContent('And 1 more.');
    expect(onImported).not.toHaveBeenCalled();
  });

  it('says why a file is refused', async () => {
    mockApi({
      'import/preview': {
        status: 415,
        body: { status: 0, message: 'The file must be a CSV or an XLSX spreadsheet.' },
      },
    });
    renderDialog();
    await chooseFile();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file must be a CSV or an XLSX spreadsheet.',
    );
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  });
});

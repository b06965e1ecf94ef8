import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { ExportMenu } from './export-menu';

vi.setConfig({ testTimeout: 30_000 });
const user = userEvent.setup({ delay: null });

afterEach(() => vi.restoreAllMocks());

describe('export menu', () => {
  it('shows the bytes received while the file streams in, then saves it', async () => {
    const encoder = new TextEncoder();
    let stream!: ReadableStreamDefaultController<Uint8Array>;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            new ReadableStream<Uint8Array>({
              start(controller) {
                stream = controller;
              },
            }),
            {
              headers: {
                'content-type': 'application/pdf',
                'content-disposition': 'attachment; filename="s.pdf"',
              },
            },
          ),
      ),
    );
    URL.createObjectURL = vi.fn(() => 'blob:export');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    let answerLink!: (link: string) => void;
    const requestLink = vi.fn(
      () =>
        new Promise<string>((resolve) => {
          answerLink = resolve;
        }),
    );
    renderApp(
      <ExportMenu requestLink={requestLink} datesValid dateErrors={{ start: undefined, end: undefined }} />,
    );

    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'PDF summary' }));
    expect(requestLink).toHaveBeenCalledWith('pdf', expect.any(AbortSignal));
    expect(await screen.findByTestId('export-progress')).toHaveTextContent('Making the PDF summary…');

    answerLink('http://localhost/api/v3/download/invoice-export/1/k/s.pdf');
    await waitFor(() => expect(stream).toBeDefined());
    stream.enqueue(encoder.encode('x'.repeat(1500)));
    expect(await screen.findByText('Downloading the PDF summary: 1.5 kB')).toBeInTheDocument();
    stream.enqueue(encoder.encode('x'.repeat(1500)));
    expect(await screen.findByText('Downloading the PDF summary: 3.0 kB')).toBeInTheDocument();
    stream.close();

    await waitFor(() => expect(saved).toEqual(['s.pdf']));
    expect(screen.queryByTestId('export-progress')).not.toBeInTheDocument();
  });

  it('names the missing dates instead of exporting', async () => {
    const requestLink = vi.fn();
    renderApp(
      <ExportMenu
        requestLink={requestLink}
        datesValid={false}
        dateErrors={{ start: 'Start date is required', end: undefined }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    expect(await screen.findByText('Start date is required')).toBeInTheDocument();
    expect(requestLink).not.toHaveBeenCalled();
  });
});

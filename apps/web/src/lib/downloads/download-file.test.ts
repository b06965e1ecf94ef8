import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadFile, filenameFromDisposition, filenameFromLink, formatBytes } from './download-file';

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      chunks.forEach((chunk) => controller.enqueue(encoder.encode(chunk)));
      controller.close();
    },
  });
}

afterEach(() => vi.restoreAllMocks());

describe('downloads', () => {
  it('reports the bytes as they arrive and saves the file under the name the server gives', async () => {
    const saved: Array<{ href: string; download: string }> = [];
    URL.createObjectURL = vi.fn(() => 'blob:export');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          // Streamed: no content-length.
          new Response(streamOf(['number,total\n', 'INV-000001,10.00\n']), {
            headers: {
              'content-type': 'text/csv',
              'content-disposition': 'attachment; filename="invoices.csv"',
            },
          }),
      ),
    );
    const progress: number[] = [];
    const file = await downloadFile('http://localhost/api/v3/download/x/1/k/ignored.csv?sig=1', (bytes) =>
      progress.push(bytes),
    );

    expect(progress).toEqual([13, 30]);
    expect(file).toEqual({ filename: 'invoices.csv', bytes: 30 });
    expect(saved).toEqual([{ href: 'blob:export', download: 'invoices.csv' }]);
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]?.[0] as Blob;
    expect(blob.size).toBe(30);
    expect(blob.type).toBe('text/csv');
  });

  it("answers the server's message when the link has expired, and saves nothing", async () => {
    URL.createObjectURL = vi.fn(() => 'blob:export');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ status: 0, message: 'Resource not found' }, { status: 404 })),
    );
    await expect(downloadFile('http://localhost/x.csv', () => undefined)).rejects.toThrow(
      'Resource not found',
    );
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });

  it('reads file names from the header or the link, and says sizes briefly', () => {
    expect(filenameFromDisposition('attachment; filename="a b.zip"')).toBe('a b.zip');
    expect(filenameFromDisposition("attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf")).toBe('résumé.pdf');
    expect(filenameFromDisposition('attachment')).toBeUndefined();
    expect(filenameFromLink('http://localhost/api/v3/download/e/1/k/invoices.xlsx?expires=1&sig=x')).toBe(
      'invoices.xlsx',
    );
    expect(formatBytes(999)).toBe('999 B');
    expect(formatBytes(1536)).toBe('1.5 kB');
    expect(formatBytes(12_345_678)).toBe('12.3 MB');
  });
});

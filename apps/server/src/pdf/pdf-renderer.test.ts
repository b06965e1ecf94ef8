// The PDF port draws documents in worker threads (issue 13): the same document as the renderer draws in
// this thread, while this thread's event loop keeps turning.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text';
import { AppError } from '../app-error';
import { MAX_QUEUED_PDFS, PDF_BUSY_MESSAGE, pdfPool } from './pdf-pool';
import { createPdfRenderer } from './pdf-renderer';
import { renderDocumentPdf } from './render-document';
import { sampleDocument } from './sample-document';

const renderer = createPdfRenderer(1);

/** The longest the event loop went without running a timer while `work` ran, and how long it took. */
async function loopGapDuring(work: () => Promise<unknown>): Promise<{ gap: number; took: number }> {
  let last = performance.now();
  let gap = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    gap = Math.max(gap, now - last);
    last = now;
  }, 2);
  const started = performance.now();
  await work();
  const took = performance.now() - started;
  clearInterval(timer);
  return { gap: Math.max(gap, performance.now() - last), took };
}

describe('the PDF port', () => {
  it('draws a document of 500 lines off the event loop', async () => {
    await renderer.render(sampleDocument(1)); // the thread starts
    const model = sampleDocument(500);
    const inWorker = await loopGapDuring(() => renderer.render(model));
    const inline = await loopGapDuring(() => renderDocumentPdf(model));
    // Drawn here, the loop stands still for most of the document; drawn in the thread, it keeps turning.
    expect(inline.gap).toBeGreaterThan(inline.took / 2);
    expect(inWorker.gap).toBeLessThan(inWorker.took / 4);
  });

  it('answers the same document the renderer draws, the logo included', async () => {
    const logo = await sharp({ create: { width: 200, height: 80, channels: 3, background: '#1f5f7a' } })
      .png()
      .toBuffer();
    const model = sampleDocument(30, { business: { name: 'Logo Ltd', lines: [], logo } });
    const pdf = await renderer.render(model);
    expect(Buffer.isBuffer(pdf)).toBe(true);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('/Subtype /Image');
    expect(await pdfText(pdf)).toBe(await pdfText(await renderDocumentPdf(model)));
  });

  it('answers a failure of the thread as a failed promise', async () => {
    const broken = { ...sampleDocument(1), items: null } as unknown as Parameters<typeof renderer.render>[0];
    await expect(renderer.render(broken)).rejects.toThrow();
    // The pool still draws afterwards.
    expect((await renderer.render(sampleDocument(1))).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers 503 rather than queueing without end when the threads are far behind', async () => {
    expect(MAX_QUEUED_PDFS).toBeGreaterThan(100);
    const small = pdfPool(1, 2);
    const model = sampleDocument(20);
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => small.render(model)));
    const refused = results.filter((result) => result.status === 'rejected');
    // One drawing and two waiting are taken; the rest are told the server is busy, as a 503.
    expect(results.filter((result) => result.status === 'fulfilled').length).toBeGreaterThanOrEqual(3);
    expect(refused.length).toBeGreaterThan(0);
    for (const result of refused) {
      const reason = (result as PromiseRejectedResult).reason as AppError;
      expect(reason).toBeInstanceOf(AppError);
      expect([reason.statusCode, reason.message]).toEqual([503, PDF_BUSY_MESSAGE]);
    }
    await small.close();
  });
});

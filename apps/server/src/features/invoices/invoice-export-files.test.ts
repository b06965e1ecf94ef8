import { unzipSync } from 'fflate';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Auth } from '../../../test/api-calls';
import {
  EXPORT_TODAY,
  exportLink as exportLinkOf,
  openExport,
  seedInvoiceStates,
} from '../../../test/invoice-exports-seed';
import { pdfText } from '../../../test/pdf-text';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});
// Overdue is measured on today: a fixed today makes it known.
beforeEach(() => t.setNow(EXPORT_TODAY));
afterEach(() => t.setNow(undefined));

const seed = () => seedInvoiceStates(t.app);
const exportLink = (auth: Auth, route: string, filters: Record<string, unknown>) =>
  exportLinkOf(t.app, auth, route, filters);
const open = (link: string) => openExport(t.app, link);

describe('invoice_export_pdf_by_userId (PDF summary)', () => {
  it('lists the filtered invoices with status, overdue, total, paid and due, and totals without the void', async () => {
    const { auth } = await seed();
    const res = await open(
      await exportLink(auth, 'invoice_export_pdf_by_userId', {
        start_date: '2026-06-01',
        end_date: '2026-12-09',
      }),
    );
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="invoices-2026-06-01-to-2026-12-09.pdf"',
    );
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      'Invoices',
      'Alex Baker',
      'Dated 1 Jun 2026 to 9 Dec 2026 · status: all',
      'Made on 10 Dec 2026. Totals leave out void documents.',
      'Number Date Due date Client Status Total Paid Due',
      'INV-000005 2026-12-05 2026-12-19 Acme Holdings sent £82.58 £0.00 £82.58',
      'INV-000004 2026-12-01 2026-12-15 Acme Holdings void £82.58 £0.00 £82.58',
      'INV-000003 2026-11-20 2026-12-04 Acme Holdings paid £82.58 £82.58 £0.00',
      'INV-000002 2026-09-10 2026-09-24 =HYPERLINK("http://evil.example","click") partpaid, overdue £82.58 £30.00 £52.58',
      // Three invoices that are not void: 3 x 82.58 = 247.74; paid 30.00 + 82.58; due 82.58 + 52.58.
      'Total (GBP, 3): £247.74',
      'Paid (GBP): £112.58',
      'Due (GBP): £135.16',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('INV-000006');
    expect(text).not.toContain('INV-000001');
  });

  it('says the status and search it was made with, and what it adds up when nothing matches', async () => {
    const { auth } = await seed();
    const overdue = await pdfText(
      (
        await open(
          await exportLink(auth, 'invoice_export_pdf_by_userId', {
            category: 'partpaiddue',
            search_field: 'eve',
          }),
        )
      ).rawPayload,
    );
    expect(overdue).toContain('Dated up to 10 Dec 2026 · status: partpaiddue · matching "eve"');
    expect(overdue).toContain('partpaid, overdue £82.58 £30.00 £52.58');
    expect(overdue).toContain('Total (GBP, 1): £82.58');
    expect(overdue).toContain('Due (GBP): £52.58');

    const voidOnly = await pdfText(
      (await open(await exportLink(auth, 'invoice_export_pdf_by_userId', { category: 'void' }))).rawPayload,
    );
    expect(voidOnly).toContain('INV-000004');
    expect(voidOnly).toContain('Total: nothing to add up');
  });
});

describe('invoice_export_zip_by_userId', () => {
  it('answers a ZIP holding the PDF of each filtered invoice', async () => {
    const { auth } = await seed();
    const res = await open(
      await exportLink(auth, 'invoice_export_zip_by_userId', {
        search_field: 'acme',
        start_date: '2026-11-01',
      }),
    );
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="invoices-2026-11-01-to-today.zip"',
    );
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files).sort()).toEqual([
      'INV-000003.pdf',
      'INV-000004.pdf',
      'INV-000005.pdf',
      'INV-000006.pdf',
    ]);
    const paid = await pdfText(Buffer.from(files['INV-000003.pdf'] ?? new Uint8Array()));
    for (const expected of [
      'INV-000003',
      'Acme Holdings',
      'Total (GBP) £82.58',
      'Amount paid -£82.58',
      'PAID',
    ]) {
      expect(paid, expected).toContain(expected);
    }
    expect(await pdfText(Buffer.from(files['INV-000004.pdf'] ?? new Uint8Array()))).toContain('VOID');
  });

  it('answers an empty ZIP when no invoice matches', async () => {
    const { auth } = await seed();
    const res = await open(
      await exportLink(auth, 'invoice_export_zip_by_userId', { search_field: 'nobody' }),
    );
    expect(Object.keys(unzipSync(new Uint8Array(res.rawPayload)))).toEqual([]);
  });
});

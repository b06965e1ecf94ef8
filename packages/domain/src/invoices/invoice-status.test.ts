import { describe, expect, it } from 'vitest';
import {
  applyPayment,
  invoiceBadges,
  invoiceStatusAfterSending,
  invoiceType,
  isInvoiceOverdue,
  settledInvoiceStatus,
} from './invoice-status';

const figures = (totalMinor: number, paidMinor: number, creditedMinor = 0, returnedMinor = 0) => ({
  totalMinor,
  paidMinor,
  creditedMinor,
  returnedMinor,
});

describe('payments applied to an invoice', () => {
  it('marks a part payment partially_paid and the invoice partpaid, then the rest fully_paid and paid', () => {
    const first = applyPayment(figures(10_000, 0), 4_000);
    expect(first).toEqual({
      dueBeforeMinor: 10_000,
      paymentStatus: 'partially_paid',
      paidMinor: 4_000,
      invoiceStatus: 'partpaid',
    });
    const second = applyPayment(figures(10_000, first.paidMinor), 6_000);
    expect(second).toEqual({
      dueBeforeMinor: 6_000,
      paymentStatus: 'fully_paid',
      paidMinor: 10_000,
      invoiceStatus: 'paid',
    });
  });

  it('keeps an overpayment: the payment clears the due, the invoice is paid, the rest is credit', () => {
    expect(applyPayment(figures(10_000, 9_000), 5_000)).toEqual({
      dueBeforeMinor: 1_000,
      paymentStatus: 'fully_paid',
      paidMinor: 14_000,
      invoiceStatus: 'paid',
    });
    // A payment on an invoice already paid in full was due nothing.
    expect(applyPayment(figures(10_000, 10_000), 100).dueBeforeMinor).toBe(0);
  });
});

describe('credit notes and the status of an invoice', () => {
  it('counts what was credited toward the due of a payment, and the payment that clears the rest pays it', () => {
    const outcome = applyPayment(figures(10_000, 0, 4_000), 6_000);
    expect(outcome).toEqual({
      dueBeforeMinor: 6_000,
      paymentStatus: 'fully_paid',
      paidMinor: 6_000,
      invoiceStatus: 'paid',
    });
    expect(applyPayment(figures(10_000, 0, 4_000), 1_000).invoiceStatus).toBe('partpaid');
  });

  it('is credited once credit notes cover the whole total, paid or not', () => {
    expect(settledInvoiceStatus(figures(10_000, 0, 10_000), 'sent')).toBe('credited');
    expect(settledInvoiceStatus(figures(10_000, 10_000, 10_000, 10_000), 'sent')).toBe('credited');
  });

  it('keeps its status while part is credited and nothing is paid, and is paid when payments and credits cover it', () => {
    expect(settledInvoiceStatus(figures(10_000, 0, 3_000), 'sent')).toBe('sent');
    expect(settledInvoiceStatus(figures(10_000, 0, 3_000), 'draft')).toBe('draft');
    expect(settledInvoiceStatus(figures(10_000, 7_000, 3_000), 'sent')).toBe('paid');
    expect(settledInvoiceStatus(figures(10_000, 5_000, 3_000), 'sent')).toBe('partpaid');
    // Paid in full, 3,000 credited and refunded: what is kept (7,000) and the credit cover the total.
    expect(settledInvoiceStatus(figures(10_000, 10_000, 3_000, 3_000), 'sent')).toBe('paid');
  });

  it('is never overdue or shown as to pay once credited, and says how much was credited', () => {
    const credited = { status: 'credited', isVoid: false, dueDate: '2026-10-01', discountMinor: 0 };
    expect(isInvoiceOverdue(credited, '2026-12-01')).toBe(false);
    expect(invoiceType(credited)).toBe('credited');
    expect(invoiceBadges({ ...credited, creditedMinor: 10_000 }, '2026-12-01')).toEqual(['Credited']);
    expect(
      invoiceBadges(
        { status: 'sent', isVoid: false, dueDate: '2026-12-31', discountMinor: 0, creditedMinor: 100 },
        '2026-12-01',
      ),
    ).toEqual(['P/Credited', 'Draft']);
    expect(invoiceStatusAfterSending('credited')).toBe('credited');
  });
});

describe('invoice states', () => {
  const base = { status: 'sent', isVoid: false, dueDate: '2026-10-01', discountMinor: 0 };

  it('is overdue once its due date is past while draft, sent or partpaid, and never when paid or void', () => {
    expect(isInvoiceOverdue(base, '2026-10-02')).toBe(true);
    expect(isInvoiceOverdue(base, '2026-10-01')).toBe(false);
    expect(isInvoiceOverdue({ ...base, status: 'partpaid' }, '2026-12-01')).toBe(true);
    expect(isInvoiceOverdue({ ...base, status: 'paid' }, '2026-12-01')).toBe(false);
    expect(isInvoiceOverdue({ ...base, isVoid: true }, '2026-12-01')).toBe(false);
  });

  it('answers the type and the badges of docs/reference/invoices.md (Statuses)', () => {
    expect(invoiceType({ status: 'sent', isVoid: false })).toBe('draft');
    expect(invoiceType({ status: 'partpaid', isVoid: false })).toBe('partpaid');
    expect(invoiceType({ status: 'paid', isVoid: true })).toBe('void');
    expect(invoiceBadges({ ...base, status: 'draft', discountMinor: 50 }, '2026-12-01')).toEqual([
      'Nill',
      'Discount',
      'Overdue',
      'Draft',
    ]);
    expect(invoiceBadges({ ...base, status: 'partpaid' }, '2026-09-01')).toEqual(['P/Paid']);
    expect(invoiceBadges({ ...base, status: 'paid' }, '2026-12-01')).toEqual(['Paid']);
    expect(invoiceBadges({ ...base, isVoid: true }, '2026-12-01')).toEqual(['Void']);
  });

  it('becomes sent when e-mailed, unless payments were recorded', () => {
    expect(invoiceStatusAfterSending('draft')).toBe('sent');
    expect(invoiceStatusAfterSending('partpaid')).toBe('partpaid');
    expect(invoiceStatusAfterSending('paid')).toBe('paid');
  });
});

import { describe, expect, it } from 'vitest';
import {
  isQuotationEditable,
  isQuotationExpired,
  quotationStatusLabel,
  statusAfterSending,
} from './quotation-status';

const quotation = (status: string, type = 'draft', expiryDate = '2026-11-30') => ({
  status,
  type,
  expiryDate,
});

describe('quotation statuses', () => {
  it('is expired only when the expiry date is past and it is still draft, sent or pending', () => {
    for (const status of ['draft', 'sent', 'pending']) {
      expect(isQuotationExpired(quotation(status), '2026-12-01'), status).toBe(true);
      expect(isQuotationExpired(quotation(status), '2026-11-30'), status).toBe(false);
    }
    for (const status of ['approved', 'rejected'])
      expect(isQuotationExpired(quotation(status), '2027-01-01')).toBe(false);
    expect(isQuotationExpired(quotation('draft', 'void'), '2027-01-01')).toBe(false);
  });

  it('can be edited only as a draft that is not void', () => {
    expect(isQuotationEditable(quotation('draft'))).toBe(true);
    expect(isQuotationEditable(quotation('draft', 'void'))).toBe(false);
    for (const status of ['sent', 'pending', 'approved', 'rejected'])
      expect(isQuotationEditable(quotation(status))).toBe(false);
  });

  it('becomes sent when e-mailed unless the client already decided', () => {
    expect(statusAfterSending('draft')).toBe('sent');
    expect(statusAfterSending('pending')).toBe('sent');
    expect(statusAfterSending('sent')).toBe('sent');
    expect(statusAfterSending('approved')).toBe('approved');
    expect(statusAfterSending('rejected')).toBe('rejected');
  });

  it('shows the badge texts of the spec, Void and Expired first, Unknown for anything else', () => {
    const today = '2026-11-01';
    expect(quotationStatusLabel(quotation('sent'), today)).toBe('Sent');
    expect(quotationStatusLabel(quotation('approved'), today)).toBe('Approved');
    expect(quotationStatusLabel(quotation('rejected'), today)).toBe('Rejected');
    expect(quotationStatusLabel(quotation('pending'), today)).toBe('Pending');
    expect(quotationStatusLabel(quotation('draft'), today)).toBe('draft');
    expect(quotationStatusLabel(quotation('draft'), '2026-12-01')).toBe('Expired');
    expect(quotationStatusLabel(quotation('approved', 'void'), today)).toBe('Void');
    expect(quotationStatusLabel(quotation('lost'), today)).toBe('Unknown');
  });
});

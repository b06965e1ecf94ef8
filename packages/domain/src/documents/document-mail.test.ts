import { describe, expect, it } from 'vitest';
import { EmailInvoiceSchema } from '../invoices/invoice-requests.schemas';
import { EmailQuotationSchema } from '../quotations/quotation-requests.schemas';
import {
  businessNameOf,
  documentMailDefaults,
  documentPdfFilename,
  messageParagraphs,
} from './document-mail';
import { DOCUMENT_MAIL_MESSAGES as M } from './document-mail.schemas';

const quotation = {
  kind: 'quotation' as const,
  number: 'QUO-000001',
  businessName: 'Alex Baker',
  clientName: 'Jordan Smith',
  documentDate: '2026-11-21',
  dueDate: '2026-12-05',
  currencySymbol: '£',
  totalMinor: 8258,
  paidMinor: 0,
};

const issues = (body: unknown) => {
  const parsed = EmailQuotationSchema.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('documentMailDefaults', () => {
  it('names the quotation, the business, the total and its expiry', () => {
    const mail = documentMailDefaults(quotation);
    expect(mail.subject).toBe('Quotation QUO-000001 from Alex Baker');
    expect(messageParagraphs(mail.message)).toEqual([
      'Dear Jordan Smith,',
      'Please find attached quotation QUO-000001 dated 21 Nov 2026 for £82.58. It is valid until 5 Dec 2026.',
      'If you have any questions, simply reply to this e-mail.',
    ]);
  });

  it("writes the dates in the order of the business's country", () => {
    const american = documentMailDefaults({ ...quotation, countryCode: 'US' });
    expect(messageParagraphs(american.message)[1]).toBe(
      'Please find attached quotation QUO-000001 dated Nov 21, 2026 for £82.58. It is valid until Dec 5, 2026.',
    );
    const british = documentMailDefaults({ ...quotation, countryCode: 'GB' });
    expect(messageParagraphs(british.message)[1]).toContain('dated 21 Nov 2026');
  });

  it("says what is due on an invoice, thanks for a part payment, and says when it's paid", () => {
    const invoice = { ...quotation, kind: 'invoice' as const, number: 'INV-000002' };
    expect(documentMailDefaults(invoice).subject).toBe('Invoice INV-000002 from Alex Baker');
    expect(documentMailDefaults({ ...invoice, paidMinor: 1000 }).message).toContain(
      '£72.58 is due by 5 Dec 2026. Thank you for the £10.00 received.',
    );
    expect(documentMailDefaults({ ...invoice, paidMinor: 8258 }).message).toContain(
      'It has been paid in full: thank you.',
    );
  });

  it('splits a message on blank lines and keeps single line breaks in their paragraph', () => {
    expect(messageParagraphs('Hi,\r\n\r\nLine one\nline two\n  \n\n\nBye ')).toEqual([
      'Hi,',
      'Line one\nline two',
      'Bye',
    ]);
    expect(documentPdfFilename('QUO-000012')).toBe('QUO-000012.pdf');
  });
});

describe('the composer fields of emailSent', () => {
  it('leaves every field out when only the number is sent', () => {
    expect(EmailQuotationSchema.parse({ quotation_number: 'QUO-000001' })).toEqual({
      quotation_number: 'QUO-000001',
      to: undefined,
      cc: [],
      subject: undefined,
      message: undefined,
    });
    expect(EmailInvoiceSchema.parse({ invoice_number: 'INV-000001', cc: null }).cc).toEqual([]);
  });

  it('reads Cc as a comma-separated text or a list, trimmed, without repeats', () => {
    const read = (cc: unknown) => EmailQuotationSchema.parse({ quotation_number: 'Q', cc }).cc;
    expect(read(' a@x.com, b@y.com ;a@x.com,')).toEqual(['a@x.com', 'b@y.com']);
    expect(read(['a@x.com', ' b@y.com'])).toEqual(['a@x.com', 'b@y.com']);
    expect(read('  ')).toEqual([]);
  });

  it.each([
    [{ to: '' }, M.toRequired],
    [{ to: 'jo@example.com, sam@example.com' }, M.toInvalid],
    [{ to: 'Jo <jo@example.com>' }, M.toInvalid],
    [{ to: 'jo\0@example.com' }, M.noNul],
    [{ cc: 'jo@example.com, not an address' }, M.ccInvalid],
    [{ cc: ['a@x.co', 'b@x.co', 'c@x.co', 'd@x.co', 'e@x.co', 'f@x.co'] }, M.ccTooMany],
    [{ cc: 7 }, M.ccInvalid],
    [{ subject: ' ' }, M.subjectRequired],
    [{ subject: 'Quote\r\nBcc: sam@example.com' }, M.subjectOneLine],
    [{ subject: 'x'.repeat(201) }, M.subjectTooLong],
    [{ subject: 'a\0b' }, M.noNul],
    [{ message: 'x'.repeat(5001) }, M.messageTooLong],
    [{ message: '' }, M.messageRequired],
    [{ message: ['list'] }, 'Message must be text.'],
  ])('refuses %j in the words of the field', (fields, message) => {
    expect(issues({ quotation_number: 'QUO-000001', ...fields })).toEqual([message]);
  });

  it('accepts a subject of 200 characters and a message of 5000', () => {
    expect(issues({ quotation_number: 'Q', subject: 'x'.repeat(200), message: 'y'.repeat(5000) })).toEqual(
      [],
    );
  });
});

describe('businessNameOf', () => {
  it("names the company, else the owner when the company is blank or 'N/A'", () => {
    expect(businessNameOf({ company_name: 'Baker & Sons', fullname: 'Alex Baker' })).toBe('Baker & Sons');
    expect(businessNameOf({ company_name: 'N/A', fullname: 'Alex Baker' })).toBe('Alex Baker');
    expect(businessNameOf({ company_name: ' ', fullname: 'Alex Baker' })).toBe('Alex Baker');
  });
});

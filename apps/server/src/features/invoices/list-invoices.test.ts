// get_invoice_list_by_user and invoice/details/search (docs/reference/invoices.md 'Statuses', 'Rules',
// 'Calls' and 'Limits', docs/reference/documents.md 'Dates and terms', docs/reference/api.md 'Lists answer
// one page', docs/reference/invoices.md 'Rules'): every status filter on invoices seeded in each state, the
// overdue ones dated relative to today so the test stays true whatever day it runs, and totals that stay
// exact. Pages and the search: list-invoices-pages.test.ts.
import { addDays, calendarDateOf } from '@tradebook/domain/documents/dates';
import { INVOICE_FILTERS, type InvoiceFilter } from '@tradebook/domain/invoices/invoice-status';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall, type Auth } from '../../../test/api-calls';
import { createClient } from '../../../test/catalogue-factories';
import { issueCreditNote } from '../../../test/credit-note-factories';
import {
  addPayment,
  createInvoice,
  EXAMPLE_TOTAL,
  invoiceExample,
  type InvoiceAnswer,
} from '../../../test/invoice-factories';
import { ownerWithClient } from '../../../test/quotation-factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const call = (auth: Auth, path: string, payload: object = {}) => postCall(t.app, auth, path, payload);
const list = (auth: Auth, body: object = {}) => call(auth, 'get_invoice_list_by_user', body);

type Row = InvoiceAnswer & { is_overdue: boolean; badges: string[] };
const rowsOf = (res: { json(): { response: Row[] } }) => res.json().response;
const numbers = (res: { json(): { response: Row[] } }) => rowsOf(res).map((row) => row.invoice_number);

/** An invoice in each state a status filter tells apart; "past" ones are due before today. */
const STATES = [
  'draftFuture',
  'draftPast',
  'draftDueToday',
  'sentFuture',
  'sentPast',
  'partFuture',
  'partPast',
  'paidPast',
  'voidPast',
  'voidPartPast',
  // Sent and past due, then credited in full by credit notes, or in part (ADR 0316).
  'creditedPast',
  'sentCreditedPast',
] as const;
type State = (typeof STATES)[number];

/** Days before today each invoice is dated, and its payment terms. */
const DATING: Record<State, { ago: number; terms: number }> = {
  draftFuture: { ago: 0, terms: 14 },
  draftPast: { ago: 40, terms: 10 },
  // Due today: not yet overdue ('past' means before today).
  draftDueToday: { ago: 14, terms: 14 },
  sentFuture: { ago: 1, terms: 30 },
  sentPast: { ago: 60, terms: 7 },
  partFuture: { ago: 2, terms: 30 },
  partPast: { ago: 50, terms: 14 },
  paidPast: { ago: 45, terms: 14 },
  voidPast: { ago: 70, terms: 7 },
  voidPartPast: { ago: 80, terms: 7 },
  creditedPast: { ago: 65, terms: 7 },
  sentCreditedPast: { ago: 55, terms: 7 },
};

/** What each status filter keeps, per docs/reference/invoices.md 'Statuses' (a status filter leaves void
 * out). */
const EXPECTED: Record<InvoiceFilter, State[]> = {
  all: [...STATES],
  // Part credited, something is still due: unpaid; credited in full, never unpaid or overdue.
  unpaid: ['draftFuture', 'draftPast', 'draftDueToday', 'sentFuture', 'sentPast', 'sentCreditedPast'],
  unpaiddue: ['draftPast', 'sentPast', 'sentCreditedPast'],
  partpaid: ['partFuture', 'partPast'],
  partpaiddue: ['partPast'],
  paid: ['paidPast'],
  sent: ['sentFuture', 'sentPast', 'sentCreditedPast'],
  draft: ['draftFuture', 'draftPast', 'draftDueToday'],
  void: ['voidPast', 'voidPartPast'],
  // The dashboard's overdue: sent or part paid, past due; a draft was never asked for.
  overdue: ['sentPast', 'partPast', 'sentCreditedPast'],
  credited: ['creditedPast'],
};

/** One invoice in each state, numbered in the order of STATES; clients alternate Acme and Lopez. */
async function seedStates() {
  const owner = await ownerWithClient(t.app);
  const lopez = await createClient(t.app, owner.auth, {
    full_name: 'Maria Lopez',
    email: 'maria@lopez.co.uk',
    business_name: 'Lopez Bakery',
  });
  const today = calendarDateOf(t.ctx.now());
  const byState = {} as Record<State, InvoiceAnswer>;
  for (const [index, state] of STATES.entries()) {
    const { ago, terms } = DATING[state];
    const invoice = await createInvoice(
      t.app,
      owner.auth,
      invoiceExample(index % 2 === 0 ? owner.client.id : lopez.id, {
        invoice_date: addDays(today, -ago),
        validity_term: terms,
      }),
    );
    if (state.startsWith('sent') || state === 'creditedPast') {
      const sent = await call(owner.auth, 'invoice/emailSent', { invoice_number: invoice.invoice_number });
      expect(sent.statusCode, sent.body).toBe(200);
    }
    if (state.startsWith('part') || state === 'voidPartPast')
      await addPayment(t.app, owner.auth, invoice.id, 10);
    if (state === 'paidPast') await addPayment(t.app, owner.auth, invoice.id, EXAMPLE_TOTAL);
    if (state === 'creditedPast') await issueCreditNote(t.app, owner.auth, { invoice_id: invoice.id });
    if (state === 'sentCreditedPast') {
      const callOut = invoice.invoice_items[1]?.item_id;
      await issueCreditNote(t.app, owner.auth, {
        invoice_id: invoice.id,
        credit_note_items: [{ item_id: callOut }],
      });
    }
    if (state.startsWith('void')) {
      const voided = await call(owner.auth, 'invoice/change_to_void', { invoice_id: invoice.id });
      expect(voided.statusCode, voided.body).toBe(200);
    }
    byState[state] = invoice;
  }
  const numberOf = (state: State) => byState[state].invoice_number;
  return { ...owner, lopez, today, byState, numberOf };
}

describe('the status filters', () => {
  it('keep, for each filter of the list, the invoices docs/reference/invoices.md (Statuses) says, and only the owner’s', async () => {
    const { auth, numberOf } = await seedStates();
    const stranger = await ownerWithClient(t.app);
    await createInvoice(t.app, stranger.auth, invoiceExample(stranger.client.id));
    expect(INVOICE_FILTERS).toEqual(Object.keys(EXPECTED));
    for (const filter of INVOICE_FILTERS) {
      const res = await list(auth, { category: filter });
      expect(res.statusCode, res.body).toBe(200);
      expect(numbers(res).sort(), filter).toEqual(EXPECTED[filter].map(numberOf).sort());
      expect(res.json().pagination.total, filter).toBe(EXPECTED[filter].length);
    }
    // No category is 'all'; the filter is read in any case.
    expect(numbers(await list(auth)).sort()).toEqual(STATES.map(numberOf).sort());
    expect(numbers(await list(auth, { category: 'UnpaidDue' })).sort()).toEqual(
      EXPECTED.unpaiddue.map(numberOf).sort(),
    );
  });

  it('answers each row’s status, type, overdue flag and badges', async () => {
    const { auth, numberOf } = await seedStates();
    const rows = new Map(rowsOf(await list(auth)).map((row) => [row.invoice_number, row]));
    const row = (state: State) => rows.get(numberOf(state));
    expect(row('draftPast')).toMatchObject({
      invoice_status: 'draft',
      invoice_type: 'draft',
      is_overdue: true,
    });
    expect(row('draftPast')?.badges).toEqual(expect.arrayContaining(['Nill', 'Overdue', 'Draft']));
    expect(row('draftDueToday')).toMatchObject({ is_overdue: false });
    expect(row('draftFuture')).toMatchObject({ is_overdue: false });
    expect(row('sentPast')).toMatchObject({ invoice_status: 'sent', is_overdue: true });
    expect(row('partPast')).toMatchObject({
      invoice_status: 'partpaid',
      invoice_type: 'partpaid',
      is_overdue: true,
      total_amount_paid: 10,
      remaining_due: 72.58,
    });
    expect(row('partPast')?.badges).toEqual(expect.arrayContaining(['P/Paid', 'Overdue']));
    expect(row('partFuture')).toMatchObject({ is_overdue: false });
    expect(row('paidPast')).toMatchObject({ invoice_status: 'paid', is_overdue: false, remaining_due: 0 });
    expect(row('paidPast')?.badges).toContain('Paid');
    expect(row('paidPast')?.badges).not.toContain('Overdue');
    expect(row('voidPast')).toMatchObject({ invoice_type: 'void', is_overdue: false });
    expect(row('voidPast')?.badges).toContain('Void');
    expect(row('voidPartPast')).toMatchObject({ invoice_type: 'void', total_amount_paid: 10 });
    expect(row('creditedPast')).toMatchObject({
      invoice_status: 'credited',
      invoice_type: 'credited',
      is_overdue: false,
      total_amount_credited: EXAMPLE_TOTAL,
      remaining_due: 0,
    });
    expect(row('creditedPast')?.badges).toContain('Credited');
    expect(row('creditedPast')?.badges).not.toContain('Overdue');
    expect(row('sentCreditedPast')).toMatchObject({
      invoice_status: 'sent',
      is_overdue: true,
      total_amount_credited: 13.77,
      remaining_due: 68.81,
    });
    expect(row('sentCreditedPast')?.badges).toEqual(expect.arrayContaining(['P/Credited', 'Overdue']));
  });

  it('measure "overdue" on today: moving the clock on makes more invoices due', async () => {
    const { auth, numberOf, today } = await seedStates();
    // 20 days on: the draft due in 14 days and the one due today are past due too.
    t.setNow(new Date(`${addDays(today, 20)}T12:00:00Z`));
    try {
      expect(numbers(await list(auth, { category: 'unpaiddue' })).sort()).toEqual(
        (['draftFuture', 'draftPast', 'draftDueToday', 'sentPast', 'sentCreditedPast'] as State[])
          .map(numberOf)
          .sort(),
      );
      // partFuture is due 28 days after today: still not overdue 20 days on.
      expect(numbers(await list(auth, { category: 'partpaiddue' }))).toEqual([numberOf('partPast')]);
    } finally {
      t.setNow(undefined);
    }
  });

  it('combine with the search and the date range', async () => {
    const { auth, numberOf, today } = await seedStates();
    // Lopez holds the odd positions of STATES: draftPast, sentFuture, partFuture, paidPast, voidPartPast,
    // sentCreditedPast.
    expect(numbers(await list(auth, { category: 'unpaid', search_field: 'LOPEZ' })).sort()).toEqual(
      (['draftPast', 'sentFuture', 'sentCreditedPast'] as State[]).map(numberOf).sort(),
    );
    expect(
      numbers(await list(auth, { category: 'unpaid', start_date: addDays(today, -14), end_date: today })),
    ).toEqual((['draftFuture', 'sentFuture', 'draftDueToday'] as State[]).map(numberOf));
  });

  it('refuses an unknown filter with the message listing the filters', async () => {
    const { auth } = await ownerWithClient(t.app);
    const res = await list(auth, { category: 'late' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      status: 0,
      message: [
        'Status filter must be one of all, unpaid, unpaiddue, partpaid, partpaiddue, paid, sent, draft, void, overdue, credited.',
      ],
    });
  });
});

describe('the totals', () => {
  it('stay exact per filter as invoices are sent, paid, voided and deleted', async () => {
    const { auth, client } = await ownerWithClient(t.app);
    const total = async (category: InvoiceFilter) =>
      (await list(auth, { category, limit: 1 })).json().pagination.total as number;
    const counts = async () =>
      Object.fromEntries(
        await Promise.all(INVOICE_FILTERS.map(async (filter) => [filter, await total(filter)] as const)),
      );
    const a = await createInvoice(t.app, auth, invoiceExample(client.id));
    const b = await createInvoice(t.app, auth, invoiceExample(client.id));
    const c = await createInvoice(t.app, auth, invoiceExample(client.id));
    // Each count is asked for (and kept) before every change, so a kept count that missed the change
    // would show.
    expect(await counts()).toMatchObject({ all: 3, unpaid: 3, draft: 3, sent: 0, partpaid: 0, void: 0 });
    await call(auth, 'invoice/emailSent', { invoice_number: a.invoice_number });
    expect(await counts()).toMatchObject({ all: 3, unpaid: 3, draft: 2, sent: 1 });
    await addPayment(t.app, auth, a.id, 10);
    expect(await counts()).toMatchObject({ all: 3, unpaid: 2, draft: 2, sent: 0, partpaid: 1, paid: 0 });
    await addPayment(t.app, auth, a.id, 72.58);
    expect(await counts()).toMatchObject({ unpaid: 2, partpaid: 0, paid: 1 });
    await call(auth, 'invoice/change_to_void', { invoice_id: b.id });
    expect(await counts()).toMatchObject({ all: 3, unpaid: 1, draft: 1, void: 1 });
    await call(auth, 'delete_invoice', { invoice_id: c.id });
    expect(await counts()).toMatchObject({
      all: 2,
      unpaid: 0,
      unpaiddue: 0,
      draft: 0,
      sent: 0,
      partpaid: 0,
      partpaiddue: 0,
      paid: 1,
      void: 1,
      overdue: 0,
    });
  });
});

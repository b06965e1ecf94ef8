// The edit-invoice screen as its tests open it: the saved invoice answered by the server, the payment
// methods, and the PDF preview it goes on to.
import type { Invoice } from '@tradebook/domain/invoices/invoice.schemas';
import { mockApi, type ApiAnswer, type ApiHandler } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import EditInvoice from '../routes/edit-invoice';

export const ok = (response: unknown) => ({ body: { status: 1, message: 'Success', response } });
const METHODS = ['Cash', 'Bank transfer', 'Card'];
export function editInvoiceScreen(invoice: Invoice, extra: Record<string, ApiHandler | ApiAnswer> = {}) {
  const api = mockApi({
    'invoice/ListByInvoiceNumber': ok(invoice),
    get_payment_options: ok(METHODS),
    ...extra,
  });
  renderApp(<EditInvoice />, {
    route: `/edit-invoice/${invoice.invoice_number}`,
    path: '/edit-invoice/:id',
    routes: { '/show-invoice/:id': <div>PDF preview</div> },
  });
  return api;
}

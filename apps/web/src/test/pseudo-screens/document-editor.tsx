// The document editor and its parts in the pseudo-locale test (test/pseudo-locale.test.tsx, docs/decisions/
// 0241): the add invoice and add quotation screens, an invoice's edit screen with its item cards, the Edit
// Item (with a refused figure), Add/Browse Item, client picker, discount, note and attachment dialogs, a
// saved attachment opened large, an invoice's details dialog and the document list's filter bar.
import type { ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { ok, pseudo, type PseudoScreen } from '../pseudo-screen';
import { CLIENT, LOOKUPS, NUMBER_ANSWER, DATA } from '../pseudo-fixtures/document-editor';
import { pageOf } from '../mock-api';
import AddInvoice from '../../features/invoices/routes/add-invoice';
import AddQuotation from '../../features/quotations/routes/add-quotation';
import EditInvoice from '../../features/invoices/routes/edit-invoice';
import { invoiceFixture } from '../fixtures/invoice-fixture';
import { EditLineDialog } from '../../components/document-editor/edit-line-dialog';
import { ItemBrowseDialog } from '../../components/document-editor/item-browse-dialog';
import { DiscountDialog } from '../../components/document-editor/discount-dialog';
import { NoteDialog } from '../../components/document-editor/note-dialog';
import { AttachmentDialog } from '../../components/document-editor/attachment-dialog';
import { AttachmentGallery } from '../../components/document-editor/attachment-gallery';
import { ClientPickerDialog } from '../../components/client-picker/client-picker-dialog';
import { DocumentFormPreview } from '../../components/document-details/document-form-preview';
import { DocumentFilterBar } from '../../components/document-filter-bar/document-filter-bar';
import { useDocumentFilters } from '../../hooks/use-document-filters';
import { INVOICE_KIND } from '../../lib/documents/kinds/invoice-kind';
import { INVOICE_FORM } from '../../lib/documents/kinds/invoice-form';

const user = userEvent.setup({ delay: null });
const LONG = { timeout: 10_000 };
const today = dayjs().format('YYYY-MM-DD');

/** jsdom has no `document.fonts`, which Mantine's autosizing Textarea (the note's) listens to. */
function WithFontEvents({ children }: { children: ReactNode }) {
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
  }
  return children;
}

function FilterBar() {
  const filters = useDocumentFilters<'all' | 'draft'>('all');
  return (
    <DocumentFilterBar
      filters={{ ...filters, startDate: '', dateErrors: { start: 'Start date is required', end: undefined } }}
      statusOptions={[
        { value: 'all', label: pseudo('All') },
        { value: 'draft', label: pseudo('Draft') },
      ]}
      count={2}
      noun={{ one: pseudo('invoice'), many: pseudo('invoices') }}
    />
  );
}

const line = {
  name: 'Oak board',
  description: 'Planed',
  quantityMilli: 2000,
  unitPriceMinor: 1000,
  type: 'parts' as const,
};

export const screens: PseudoScreen[] = [
  {
    name: 'Add Invoice',
    element: <AddInvoice />,
    route: '/add-invoice',
    api: {
      ...LOOKUPS,
      get_invoice_number: ok({
        ...NUMBER_ANSWER,
        response: { response: 'INV-000004' },
        invoice_number: 'INV-000004',
        invoice_date: today,
      }),
    },
    data: DATA,
    loaded: async () => {
      await screen.findByDisplayValue('INV-000004', {}, LONG);
    },
  },
  {
    name: 'Add Quotation',
    element: <AddQuotation />,
    route: '/add-quotation',
    api: {
      ...LOOKUPS,
      get_quotation_number: ok({ ...NUMBER_ANSWER, response: 'QUO-000004', quotation_number: 'QUO-000004' }),
    },
    data: DATA,
    loaded: async () => {
      await screen.findByDisplayValue('QUO-000004', {}, LONG);
    },
  },
  {
    name: 'Edit Invoice (item cards, discount, paid and due)',
    element: <EditInvoice />,
    route: '/edit-invoice/INV-000001',
    path: '/edit-invoice/:id',
    api: { ...LOOKUPS, 'invoice/ListByInvoiceNumber': ok(invoiceFixture()) },
    data: DATA,
    loaded: () => screen.findByRole('listitem', { name: 'Oak board' }, LONG),
  },
  {
    name: 'Edit Item dialog (with a refused figure)',
    element: (
      <EditLineDialog line={line} onClose={() => undefined} onSave={async () => true} currencySymbol="£" />
    ),
    api: LOOKUPS,
    data: DATA,
    loaded: async () => {
      const dialog = within(await screen.findByRole('dialog', {}, LONG));
      const quantity = dialog.getByRole('textbox', { name: pseudo('Quantity') });
      await user.clear(quantity);
      await user.type(quantity, '0');
      await user.click(dialog.getByRole('button', { name: pseudo('Save Item') }));
      await dialog.findByText(pseudo('Quantity must be greater than 0.'), {}, LONG);
    },
  },
  {
    name: 'Add/Browse Item dialog',
    element: <ItemBrowseDialog opened onClose={() => undefined} onAdd={() => undefined} currencySymbol="£" />,
    api: LOOKUPS,
    data: DATA,
    loaded: async () => {
      const dialog = within(await screen.findByRole('dialog', {}, LONG));
      await dialog.findByRole('list', { name: pseudo('Existing items') }, LONG);
      // The new item's form says what a blank name needs.
      await user.click(dialog.getByRole('button', { name: pseudo('Add Item') }));
      await dialog.findByText(pseudo('Item name is required.'), {}, LONG);
    },
  },
  {
    name: 'Client picker dialog',
    element: <ClientPickerDialog opened onClose={() => undefined} onPick={() => undefined} />,
    api: { ...LOOKUPS, get_quotation_client_list: (body) => pageOf([CLIENT], body?.page, body?.limit) },
    data: DATA,
    loaded: () => screen.findByRole('list', { name: pseudo('Clients') }, LONG),
  },
  {
    name: 'Discount dialog',
    element: (
      <DiscountDialog
        opened
        onClose={() => undefined}
        discount={{ type: 'amount', value: '5' }}
        itemsTotalMinor={2000}
        currencySymbol="£"
        onChange={() => undefined}
      />
    ),
    api: LOOKUPS,
    data: DATA,
    loaded: () => screen.findByRole('dialog', {}, LONG),
  },
  {
    name: 'Note dialog',
    element: (
      <WithFontEvents>
        <NoteDialog opened onClose={() => undefined} note="" onSave={() => undefined} />
      </WithFontEvents>
    ),
    api: LOOKUPS,
    data: DATA,
    loaded: () => screen.findByRole('dialog', {}, LONG),
  },
  {
    name: 'Attachment dialog',
    element: <AttachmentDialog opened onClose={() => undefined} images={[]} onChange={() => undefined} />,
    api: LOOKUPS,
    data: DATA,
    loaded: () => screen.findByRole('dialog', {}, LONG),
  },
  {
    name: 'Saved attachments, one opened large',
    element: (
      <AttachmentGallery
        attachments={[
          { id: 1, filename: 'site.png', url: 'http://localhost/site.png' },
          { id: 2, filename: 'receipt.pdf', url: 'http://localhost/receipt.pdf' },
        ]}
        onDelete={async () => undefined}
      />
    ),
    api: LOOKUPS,
    data: [...DATA, 'site.png', 'receipt.pdf'],
    loaded: async () => {
      await user.click(
        await screen.findByRole(
          'button',
          { name: pseudo('Open attachment {number}').replace('{number}', '1') },
          LONG,
        ),
      );
      const dialog = within(await screen.findByRole('dialog', {}, LONG));
      await user.click(dialog.getByRole('button', { name: pseudo('Delete') }));
      await dialog.findByText(pseudo('Delete this attachment?'), {}, LONG);
    },
  },
  {
    name: 'Invoice details dialog',
    element: (
      <DocumentFormPreview
        kind={INVOICE_KIND}
        form={INVOICE_FORM}
        number="INV-000001"
        onClose={() => undefined}
      />
    ),
    api: { ...LOOKUPS, 'invoice/ListByInvoiceNumber': ok(invoiceFixture()) },
    data: DATA,
    loaded: () => screen.findByRole('table', {}, LONG),
  },
  {
    name: 'Document list filter bar (a date missing)',
    element: <FilterBar />,
    api: LOOKUPS,
    data: DATA,
    loaded: () => screen.findByText(pseudo('Start date is required'), {}, LONG),
  },
];

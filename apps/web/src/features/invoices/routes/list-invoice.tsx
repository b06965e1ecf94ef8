// /list-invoice (docs/reference/invoices.md 'Screens', 'Statuses', 'Rules' and 'Limits'): the shared document
// list (components/document-screens) with the invoice statuses, the list/grid toggle, and cards with the
// status, total, paid and due and the menu Edit, Record payment, Correct this invoice, Void and (where
// allowed) Delete; a preview dialog and the Payment dialog.
import { useState } from 'react';
import { Group, SegmentedControl } from '@mantine/core';
import { IconLayoutGrid, IconList } from '@tabler/icons-react';
import { RecordPaymentDialog } from '../../../components/document-payments/record-payment-dialog';
import { DocumentListScreen } from '../../../components/document-screens/document-list-screen';
import { paths } from '../../../config/paths';
import { INVOICE_KIND } from '../../../lib/documents/kinds/invoice-kind';
import { InvoiceCard } from '../components/invoice-card';
import { InvoiceConfirmModal, type InvoiceConfirm } from '../components/invoice-confirm-modal';
import { InvoicePreviewModal } from '../components/invoice-preview-modal';
import { readListView, STATUS_OPTIONS, writeListView, type ListView } from '../invoice-list';

const layoutLabel = (Icon: typeof IconList, text: string) => (
  <Group gap={4} wrap="nowrap">
    <Icon size={14} aria-hidden />
    <span>{text}</span>
  </Group>
);

export default function ListInvoice() {
  const [previewOf, setPreviewOf] = useState<string | null>(null);
  const [payingFor, setPayingFor] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<InvoiceConfirm>(null);
  const [view, setView] = useState<ListView>(readListView);
  return (
    <DocumentListScreen
      kind={INVOICE_KIND}
      pageTitle="List Invoice"
      statusOptions={STATUS_OPTIONS}
      wording={{
        purpose:
          'An invoice asks a client to pay for work done. E-mail it as a PDF, record each payment against ' +
          'it, and see at a glance what is still owed.',
        addLink: 'New invoice',
      }}
      addPath={paths.addInvoice}
      addLabel="Add Invoice"
      filterExtra={
        <SegmentedControl
          size="xs"
          aria-label="Layout"
          value={view}
          onChange={(value) => {
            setView(value as ListView);
            writeListView(value as ListView);
          }}
          data={[
            { value: 'list', label: layoutLabel(IconList, 'List') },
            { value: 'grid', label: layoutLabel(IconLayoutGrid, 'Grid') },
          ]}
        />
      }
      cols={view === 'list' ? 1 : { base: 1, md: 2, xl: 3 }}
      gridProps={{ 'data-view': view }}
      renderCard={(invoice) => (
        <InvoiceCard
          key={invoice.id}
          invoice={invoice}
          onPreview={() => setPreviewOf(invoice.invoice_number)}
          onVoid={() => setConfirm({ kind: 'void', invoice })}
          onDelete={() => setConfirm({ kind: 'delete', invoice })}
          onRecordPayment={() => setPayingFor(invoice.invoice_number)}
        />
      )}
    >
      <InvoicePreviewModal invoiceNumber={previewOf} onClose={() => setPreviewOf(null)} />
      <InvoiceConfirmModal confirm={confirm} onClose={() => setConfirm(null)} />
      <RecordPaymentDialog invoiceNumber={payingFor} onClose={() => setPayingFor(null)} />
    </DocumentListScreen>
  );
}

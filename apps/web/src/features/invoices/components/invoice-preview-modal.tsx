// The preview dialog of the invoice list (spec 001 section 2: the file/note badge opens it, with an edit
// link): client, dates, badges, lines, totals with paid and due, payments, note and attachments. A list
// row carries none of these, so the dialog reads the whole invoice (invoice/ListByInvoiceNumber) when it
// opens.
import { Link } from 'react-router';
import { useMediaQuery } from '@mantine/hooks';
import {
  Alert,
  Button,
  Center,
  Divider,
  Group,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { IconEdit, IconFileTypePdf } from '@tabler/icons-react';
import { formatCalendarDate } from '@tradebook/domain/documents/dates';
import type { Invoice } from '@tradebook/domain/invoices/invoice.schemas';
import { formatMoney, toMinor } from '@tradebook/domain/money/money';
import { AttachmentGallery } from '../../../components/document-editor/attachment-gallery';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useInvoice } from '../api/get-invoice';
import { clientName } from './invoice-card';
import { InvoiceBadges } from './invoice-badges';
import { PaymentHistory } from './payment-history';
import { invoiceMoney, paymentEntries } from '../invoice-draft';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} component="div">
        {children}
      </Text>
    </div>
  );
}

const hasNote = (invoice: Pick<Invoice, 'notes'>) => invoice.notes.trim() !== '' && invoice.notes !== 'N/A';

function Details({ invoice }: { invoice: Invoice }) {
  const money = (amount: number) => formatMoney(toMinor(amount) ?? 0, invoice.currency.symbol);
  const number = invoice.invoice_number;
  const totals: Array<[string, number, boolean?]> = [
    ['Items total', invoice.items_total],
    ['Discount', invoice.total_discount_amount],
    ['Subtotal', invoice.sub_total],
    [`${invoice.vat_name} (${invoice.vat_percent}%)`, invoice.vat_amount],
    ...(invoice.tax1_percent > 0
      ? ([[`${invoice.tax1_name} (${invoice.tax1_percent}%)`, invoice.tax1_amount]] as Array<
          [string, number]
        >)
      : []),
    ['Total', invoice.total_amount_gross, true],
  ];
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Field label="Client">{clientName(invoice)}</Field>
        <Field label="Client e-mail">{invoice.client.email || '—'}</Field>
        <Field label="Date">{formatCalendarDate(invoice.invoice_date)}</Field>
        <Field label="Due date">
          {formatCalendarDate(invoice.expiry_date)} ({invoice.validity_term} Days)
        </Field>
        <Field label="Status">
          <InvoiceBadges badges={invoice.badges} />
        </Field>
      </SimpleGrid>
      <Table.ScrollContainer minWidth={320}>
        <Table striped verticalSpacing={6} aria-label={`Items of ${number}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Item</Table.Th>
              <Table.Th ta="right">Qty</Table.Th>
              <Table.Th ta="right">Unit Price</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoice.invoice_items.map((item) => (
              <Table.Tr key={item.item_id}>
                <Table.Td>{item.name}</Table.Td>
                <Table.Td ta="right">{item.quantity}</Table.Td>
                <Table.Td ta="right">{money(item.unit_price)}</Table.Td>
                <Table.Td ta="right">{money(item.total)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap={4} ml="auto" w={{ base: '100%', xs: 280 }}>
        {totals.map(([label, amount, strong]) => (
          <Group key={label} justify="space-between">
            <Text size="sm" fw={strong ? 700 : 400} c={strong ? undefined : 'dimmed'}>
              {label}
            </Text>
            <Text size="sm" fw={strong ? 700 : 500}>
              {money(amount)}
            </Text>
          </Group>
        ))}
      </Stack>
      <PaymentHistory
        entries={paymentEntries(invoice)}
        {...invoiceMoney(invoice)}
        currencySymbol={invoice.currency.symbol}
      />
      {hasNote(invoice) && (
        <>
          <Divider />
          <Field label="Note">
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {invoice.notes}
            </Text>
          </Field>
        </>
      )}
      <AttachmentGallery attachments={invoice.invoice_attachments} title="Attachments" />
      <Group justify="flex-end" gap="sm">
        <Button
          component={Link}
          to={paths.showInvoice(number)}
          variant="default"
          leftSection={<IconFileTypePdf size={18} />}
        >
          View PDF
        </Button>
        <Button component={Link} to={paths.editInvoice(number)} leftSection={<IconEdit size={18} />}>
          Edit
        </Button>
      </Group>
    </Stack>
  );
}

function LoadedDetails({ invoiceNumber }: { invoiceNumber: string }) {
  const invoice = useInvoice(invoiceNumber);
  if (invoice.isError) return <Alert color="red">{errorMessage(invoice.error)}</Alert>;
  if (!invoice.data) {
    return (
      <Center h={160}>
        <Loader aria-label="Loading invoice" />
      </Center>
    );
  }
  return <Details invoice={invoice.data} />;
}

export function InvoicePreviewModal({
  invoiceNumber,
  onClose,
}: {
  /** The invoice to show, or null when closed. */
  invoiceNumber: string | null;
  onClose: () => void;
}) {
  const narrow = useMediaQuery('(max-width: 30em)');
  return (
    <Modal
      opened={invoiceNumber !== null}
      onClose={onClose}
      title={invoiceNumber ? `Invoice ${invoiceNumber}` : 'Invoice'}
      size="xl"
      fullScreen={narrow}
    >
      {invoiceNumber && <LoadedDetails invoiceNumber={invoiceNumber} />}
    </Modal>
  );
}

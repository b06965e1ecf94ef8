// The details modal of the quotation list (spec 001 section 2): client, dates, status, lines, totals, note
// and attachments, with a link to edit the quotation and one to its PDF. A list row carries no lines or
// images, so the modal reads the whole quotation (quotation/ListByquotationNumber) when it opens.
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
import { formatMoney, toMinor } from '@tradebook/domain/money/money';
import type { Quotation } from '@tradebook/domain/quotations/quotation.schemas';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useQuotation } from '../api/get-quotation';
import { AttachmentGallery } from '../../../components/document-editor/attachment-gallery';
import { InvoiceLink } from './invoice-link';
import { clientName, hasNote } from './quotation-card';
import { QuotationStatusBadge } from './quotation-status-badge';

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

function Details({ quotation }: { quotation: Quotation }) {
  const money = (amount: number) => formatMoney(toMinor(amount) ?? 0, quotation.currency.symbol);
  const number = quotation.quotation_number;
  const totals: Array<[string, number, boolean?]> = [
    ['Items total', quotation.items_total],
    ['Discount', quotation.total_discount_amount],
    ['Subtotal', quotation.sub_total],
    [`${quotation.vat_name} (${quotation.vat_percent}%)`, quotation.vat_amount],
    ...(quotation.tax1_percent > 0
      ? ([[`${quotation.tax1_name} (${quotation.tax1_percent}%)`, quotation.tax1_amount]] as Array<
          [string, number]
        >)
      : []),
    ['Total', quotation.total_amount_gross, true],
  ];
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Field label="Client">{clientName(quotation)}</Field>
        <Field label="Client e-mail">{quotation.client.email || '—'}</Field>
        <Field label="Date">{formatCalendarDate(quotation.quotation_date)}</Field>
        <Field label="Valid until">
          {formatCalendarDate(quotation.expiry_date)} ({quotation.validity_term} Days)
        </Field>
        <Field label="Status">
          <QuotationStatusBadge quotation={quotation} />
          <InvoiceLink invoice={quotation.invoice} />
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
            {quotation.quotation_items.map((item) => (
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
      {hasNote(quotation) && (
        <>
          <Divider />
          <Field label="Note">
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {quotation.notes}
            </Text>
          </Field>
        </>
      )}
      <AttachmentGallery attachments={quotation.quotation_attachments} title="Attachments" />
      <Group justify="flex-end" gap="sm">
        <Button
          component={Link}
          to={paths.showQuotation(number)}
          variant="default"
          leftSection={<IconFileTypePdf size={18} />}
        >
          View PDF
        </Button>
        <Button component={Link} to={paths.editQuotation(number)} leftSection={<IconEdit size={18} />}>
          Edit
        </Button>
      </Group>
    </Stack>
  );
}

function LoadedDetails({ quotationNumber }: { quotationNumber: string }) {
  const quotation = useQuotation(quotationNumber);
  if (quotation.isError) return <Alert color="red">{errorMessage(quotation.error)}</Alert>;
  if (!quotation.data) {
    return (
      <Center h={160}>
        <Loader aria-label="Loading quotation" />
      </Center>
    );
  }
  return <Details quotation={quotation.data} />;
}

export function QuotationDetailsModal({
  quotationNumber,
  onClose,
}: {
  /** The quotation to show, or null when closed. */
  quotationNumber: string | null;
  onClose: () => void;
}) {
  const narrow = useMediaQuery('(max-width: 30em)');
  return (
    <Modal
      opened={quotationNumber !== null}
      onClose={onClose}
      title={quotationNumber ? `Quotation ${quotationNumber}` : 'Quotation'}
      size="xl"
      fullScreen={narrow}
    >
      {quotationNumber && <LoadedDetails quotationNumber={quotationNumber} />}
    </Modal>
  );
}

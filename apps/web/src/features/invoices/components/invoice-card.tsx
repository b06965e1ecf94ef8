// One invoice of the list (spec 001 sections 2 and 4): the client's business name, number, date and due
// date, client e-mail, the badges the server answered (P/Paid, Paid, Nill, Discount, Overdue, Draft, Void),
// total, paid and due, File and Note buttons that open the preview, and the menu Edit, Void and, where
// the numbering allows it, Delete. It shows a list row: no lines, payments or images.
import { Link } from 'react-router';
import {
  ActionIcon,
  Anchor,
  Button,
  Card,
  Divider,
  Group,
  Menu,
  SimpleGrid,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import {
  IconBan,
  IconCalendar,
  IconDotsVertical,
  IconEdit,
  IconMail,
  IconNote,
  IconPaperclip,
  IconTrash,
} from '@tabler/icons-react';
import { formatCalendarDate } from '@tradebook/domain/documents/dates';
import type { InvoiceListRow } from '@tradebook/domain/invoices/invoice.schemas';
import { formatMoney, toMinor } from '@tradebook/domain/money/money';
import { paths } from '../../../config/paths';
import { isInvoiceVoid } from '../invoice-draft';
import { InvoiceBadges } from './invoice-badges';
import { QuotationLink } from './quotation-link';

export interface InvoiceCardProps {
  invoice: InvoiceListRow;
  onPreview: () => void;
  onVoid: () => void;
  onDelete: () => void;
}

export const clientName = (invoice: Pick<InvoiceListRow, 'client'>) =>
  invoice.client.business_name || invoice.client.name || 'No client';

/** Only the latest unsent draft without payments may be deleted (decisions.md 'Numbers'); the server
 * decides which is the latest and answers why when it is not. */
export const mayDelete = (invoice: InvoiceListRow) =>
  !isInvoiceVoid(invoice) &&
  invoice.invoice_status === 'draft' &&
  invoice.sent_at === null &&
  invoice.total_amount_paid === 0;

const hasFiles = (row: InvoiceListRow) => row.attachment_count > 0 || row.is_image === 'Y';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}

export function InvoiceCard({ invoice, onPreview, onVoid, onDelete }: InvoiceCardProps) {
  const number = invoice.invoice_number;
  const money = (amount: number) => formatMoney(toMinor(amount) ?? 0, invoice.currency.symbol);
  return (
    <Card withBorder padding="md" radius="md" component="article" aria-label={number}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Text fw={600} size="lg" truncate>
              {clientName(invoice)}
            </Text>
            <UnstyledButton onClick={onPreview} aria-label={`Details of ${number}`}>
              <Text size="sm" c="blue" fw={500}>
                {number}
              </Text>
            </UnstyledButton>
          </div>
          <Menu position="bottom-end" withinPortal shadow="md">
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${number}`}>
                <IconDotsVertical size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item component={Link} to={paths.editInvoice(number)} leftSection={<IconEdit size={16} />}>
                Edit
              </Menu.Item>
              <Menu.Item
                leftSection={<IconBan size={16} />}
                onClick={onVoid}
                disabled={isInvoiceVoid(invoice)}
              >
                Void
              </Menu.Item>
              {mayDelete(invoice) && (
                <Menu.Item leftSection={<IconTrash size={16} />} color="red" onClick={onDelete}>
                  Delete
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        </Group>
        <InvoiceBadges badges={invoice.badges} />
        <Group gap={6} wrap="nowrap">
          <IconCalendar size={14} aria-hidden color="var(--mantine-color-dimmed)" />
          <Text size="sm" c="dimmed">
            {formatCalendarDate(invoice.invoice_date)}, due {formatCalendarDate(invoice.expiry_date)}
          </Text>
        </Group>
        {invoice.client.email && (
          <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
            <IconMail size={14} aria-hidden color="var(--mantine-color-dimmed)" />
            <Anchor href={`mailto:${invoice.client.email}`} size="sm" truncate>
              {invoice.client.email}
            </Anchor>
          </Group>
        )}
        <QuotationLink quotation={invoice.quotation} />
        <Divider my={4} />
        <SimpleGrid cols={3} spacing="xs">
          <Figure label="Total" value={money(invoice.total_amount_gross)} testId="invoice-total" />
          <Figure label="Paid" value={money(invoice.total_amount_paid)} testId="invoice-paid" />
          <Figure label="Due" value={money(invoice.remaining_due)} testId="invoice-due" />
        </SimpleGrid>
        {(hasFiles(invoice) || invoice.has_note) && (
          <Group gap={6} justify="flex-end">
            {hasFiles(invoice) && (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconPaperclip size={14} />}
                onClick={onPreview}
                aria-label={`File of ${number}`}
              >
                File
              </Button>
            )}
            {invoice.has_note && (
              <Button
                size="xs"
                variant="light"
                color="gray"
                leftSection={<IconNote size={14} />}
                onClick={onPreview}
                aria-label={`Note of ${number}`}
              >
                Note
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}

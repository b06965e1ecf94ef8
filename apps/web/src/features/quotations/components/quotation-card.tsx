// One quotation of the list (spec 001 section 2): the client's business name, number, date range, client
// e-mail, status badge, total, File and Note buttons, and the menu Edit, Delete, Approved, Rejected, Void
// and, on an approved quotation not converted yet, Convert to invoice; a converted one links its invoice.
// It shows a list row: no lines or images; File opens the details, which read the whole quotation.
import { Link } from 'react-router';
import {
  ActionIcon,
  Anchor,
  Button,
  Card,
  Divider,
  Group,
  Menu,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import {
  IconBan,
  IconCalendar,
  IconCheck,
  IconDotsVertical,
  IconEdit,
  IconFileInvoice,
  IconMail,
  IconNote,
  IconPaperclip,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import { formatCalendarDate } from '@tradebook/domain/documents/dates';
import { formatMoney, toMinor } from '@tradebook/domain/money/money';
import type { DecidedStatus } from '@tradebook/domain/quotations/quotation-status';
import type { Quotation, QuotationListRow } from '@tradebook/domain/quotations/quotation.schemas';
import { paths } from '../../../config/paths';
import { canConvertToInvoice } from '../api/convert-quotation';
import { InvoiceLink } from './invoice-link';
import { QuotationStatusBadge } from './quotation-status-badge';

export interface QuotationCardProps {
  quotation: QuotationListRow;
  onDetails: () => void;
  onNote: () => void;
  onDelete: () => void;
  onStatus: (status: DecidedStatus) => void;
  onVoid: () => void;
  onConvert: () => void;
}

export const clientName = (quotation: Pick<Quotation, 'client'>) =>
  quotation.client.business_name || quotation.client.name || 'No client';

/** Whether a whole quotation (the details) holds a note; a list row says so in has_note. */
export const hasNote = (quotation: Pick<Quotation, 'notes'>) =>
  quotation.notes.trim() !== '' && quotation.notes !== 'N/A';

const hasFiles = (row: QuotationListRow) => row.attachment_count > 0 || row.is_image === 'Y';

export function QuotationCard({
  quotation,
  onDetails,
  onNote,
  onDelete,
  onStatus,
  onVoid,
  onConvert,
}: QuotationCardProps) {
  const number = quotation.quotation_number;
  const isVoid = quotation.quotation_type === 'void';
  const total = formatMoney(toMinor(quotation.total_amount_gross) ?? 0, quotation.currency.symbol);
  return (
    <Card withBorder padding="md" radius="md" component="article" aria-label={number}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Text fw={600} size="lg" truncate>
              {clientName(quotation)}
            </Text>
            <UnstyledButton onClick={onDetails} aria-label={`Details of ${number}`}>
              <Text size="sm" c="blue" fw={500}>
                {number}
              </Text>
            </UnstyledButton>
          </div>
          <Group gap={4} wrap="nowrap">
            <QuotationStatusBadge quotation={quotation} />
            <Menu position="bottom-end" withinPortal shadow="md">
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${number}`}>
                  <IconDotsVertical size={18} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item
                  component={Link}
                  to={paths.editQuotation(number)}
                  leftSection={<IconEdit size={16} />}
                >
                  Edit
                </Menu.Item>
                <Menu.Item leftSection={<IconTrash size={16} />} color="red" onClick={onDelete}>
                  Delete
                </Menu.Item>
                <Menu.Divider />
                <Menu.Item
                  leftSection={<IconCheck size={16} />}
                  onClick={() => onStatus('approved')}
                  disabled={isVoid}
                >
                  Approved
                </Menu.Item>
                <Menu.Item
                  leftSection={<IconX size={16} />}
                  onClick={() => onStatus('rejected')}
                  disabled={isVoid}
                >
                  Rejected
                </Menu.Item>
                <Menu.Item leftSection={<IconBan size={16} />} onClick={onVoid} disabled={isVoid}>
                  Void
                </Menu.Item>
                {canConvertToInvoice(quotation) && (
                  <>
                    <Menu.Divider />
                    <Menu.Item leftSection={<IconFileInvoice size={16} />} onClick={onConvert}>
                      Convert to invoice
                    </Menu.Item>
                  </>
                )}
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconCalendar size={14} aria-hidden color="var(--mantine-color-dimmed)" />
          <Text size="sm" c="dimmed">
            {formatCalendarDate(quotation.quotation_date)} – {formatCalendarDate(quotation.expiry_date)}
          </Text>
        </Group>
        {quotation.client.email && (
          <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
            <IconMail size={14} aria-hidden color="var(--mantine-color-dimmed)" />
            <Anchor href={`mailto:${quotation.client.email}`} size="sm" truncate>
              {quotation.client.email}
            </Anchor>
          </Group>
        )}
        <InvoiceLink invoice={quotation.invoice} />
        <Divider my={4} />
        <Group justify="space-between" align="center" gap="xs">
          <div>
            <Text size="xs" c="dimmed">
              Total
            </Text>
            <Text fw={700} size="lg" data-testid="quotation-total">
              {total}
            </Text>
          </div>
          <Group gap={6}>
            {hasFiles(quotation) && (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconPaperclip size={14} />}
                onClick={onDetails}
                aria-label={`File of ${number}`}
              >
                File
              </Button>
            )}
            {quotation.has_note && (
              <Button
                size="xs"
                variant="light"
                color="gray"
                leftSection={<IconNote size={14} />}
                onClick={onNote}
                aria-label={`Note of ${number}`}
              >
                Note
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}

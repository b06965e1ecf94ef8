// Where a quotation was converted (quotation/convert_to_invoice), a link to its invoice.
import { Link } from 'react-router';
import { Anchor, Text } from '@mantine/core';
import type { Quotation } from '@tradebook/domain/quotations/quotation.schemas';
import { paths } from '../../../config/paths';

export function InvoiceLink({ invoice }: { invoice: Quotation['invoice'] }) {
  if (!invoice) return null;
  return (
    <Text size="sm" c="dimmed">
      Invoiced as{' '}
      <Anchor component={Link} to={paths.editInvoice(invoice.invoice_number)}>
        {invoice.invoice_number}
      </Anchor>
    </Text>
  );
}

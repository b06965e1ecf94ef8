// Where an invoice was made from a quotation (quotation/convert_to_invoice), a link back to it.
import { Link } from 'react-router';
import { Anchor, Text } from '@mantine/core';
import type { Invoice } from '@tradebook/domain/invoices/invoice.schemas';
import { paths } from '../../../config/paths';

export function QuotationLink({ quotation }: { quotation: Invoice['quotation'] }) {
  if (!quotation) return null;
  return (
    <Text size="sm" c="dimmed">
      From quotation{' '}
      <Anchor component={Link} to={paths.editQuotation(quotation.quotation_number)}>
        {quotation.quotation_number}
      </Anchor>
    </Text>
  );
}

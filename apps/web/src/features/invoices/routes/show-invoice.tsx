// /show-invoice/{invoice_number} (spec 001 section 2): the PDF in a frame 1200 px high (pdfLink is a signed,
// expiring link the server answers with the invoice), Back to the edit screen, Email Invoice at the top and
// at the bottom (invoice/emailSent: 'Email sent successfully', or the server's message when it failed and
// nothing was marked sent) and Open in new tab.
import { Link, useParams } from 'react-router';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconExternalLink, IconMail } from '@tabler/icons-react';
import { formatCalendarDate } from '@tradebook/domain/documents/dates';
import { INVOICE_MESSAGES } from '@tradebook/domain/invoices/invoice-messages';
import { formatMoney, toMinor } from '@tradebook/domain/money/money';
import { PdfFrame } from '../../../components/pdf-frame';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { openInNewTab } from '../../../lib/open-in-new-tab';
import { usePageTitle } from '../../../lib/page-title';
import { useEmailInvoice } from '../api/email-invoice';
import { useInvoice } from '../api/get-invoice';
import { InvoiceBadges } from '../components/invoice-badges';
import { InvoiceLoadProblem } from '../components/invoice-load-problem';
import { QuotationLink } from '../components/quotation-link';
import { isInvoiceVoid } from '../invoice-draft';

export default function ShowInvoice() {
  usePageTitle('Show Invoice');
  const { id = '' } = useParams();
  const invoice = useInvoice(id);
  const email = useEmailInvoice();

  if (invoice.isPending || invoice.isError) return <InvoiceLoadProblem error={invoice.error} />;

  const data = invoice.data;
  const money = (amount: number) => formatMoney(toMinor(amount) ?? 0, data.currency.symbol);
  const sendEmail = async () => {
    try {
      await email.mutateAsync(data.invoice_number);
      notifySuccess(INVOICE_MESSAGES.emailSent);
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };
  const emailButton = (
    <Button
      leftSection={<IconMail size={18} />}
      onClick={sendEmail}
      loading={email.isPending}
      disabled={isInvoiceVoid(data)}
    >
      Email Invoice
    </Button>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Group gap="sm" align="center">
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              Invoice {data.invoice_number}
            </Title>
            <InvoiceBadges badges={data.badges} size="lg" />
          </Group>
          <Text c="dimmed" size="sm">
            {data.client.business_name || data.client.name} · {formatCalendarDate(data.invoice_date)}, due{' '}
            {formatCalendarDate(data.expiry_date)} · Total {money(data.total_amount_gross)} · Due{' '}
            {money(data.remaining_due)}
          </Text>
          <QuotationLink quotation={data.quotation} />
        </Stack>
        <Group gap="sm">
          <Button
            component={Link}
            to={paths.editInvoice(data.invoice_number)}
            variant="default"
            leftSection={<IconArrowLeft size={18} />}
          >
            Back
          </Button>
          <Button
            variant="default"
            leftSection={<IconExternalLink size={18} />}
            onClick={() => openInNewTab(data.pdfLink)}
          >
            Open in new tab
          </Button>
          {emailButton}
        </Group>
      </Group>
      <PdfFrame src={data.pdfLink} title={`Invoice ${data.invoice_number} PDF`} />
      <Group justify="flex-end">{emailButton}</Group>
    </Stack>
  );
}

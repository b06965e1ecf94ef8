// /show-quotation/{quotation_number} (spec 001 section 2): the PDF in a frame 1200 px high (pdfLink is a
// signed, expiring link the server answers with the quotation), Back to the edit screen, Email Quotation
// (quotation/emailSent) and Open in new tab. A blocked popup is explained with the spec's alert.
import { Link, useParams } from 'react-router';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconExternalLink, IconMail } from '@tabler/icons-react';
import { formatCalendarDate } from '@tradebook/domain/documents/dates';
import { PdfFrame } from '../../../components/pdf-frame';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { openInNewTab } from '../../../lib/open-in-new-tab';
import { usePageTitle } from '../../../lib/page-title';
import { useEmailQuotation } from '../api/email-quotation';
import { useQuotation } from '../api/get-quotation';
import { QuotationLoadProblem } from '../components/quotation-load-problem';
import { QuotationStatusBadge } from '../components/quotation-status-badge';

export const EMAIL_SENT_MESSAGE = 'Email sent successfully';

export default function ShowQuotation() {
  usePageTitle('Show Quotation');
  const { id = '' } = useParams();
  const quotation = useQuotation(id);
  const email = useEmailQuotation();

  if (quotation.isPending || quotation.isError) return <QuotationLoadProblem error={quotation.error} />;

  const data = quotation.data;
  const sendEmail = async () => {
    try {
      await email.mutateAsync(data.quotation_number);
      notifySuccess(EMAIL_SENT_MESSAGE);
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Group gap="sm" align="center">
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              Quotation {data.quotation_number}
            </Title>
            <QuotationStatusBadge quotation={data} size="lg" />
          </Group>
          <Text c="dimmed" size="sm">
            {data.client.business_name || data.client.name} · {formatCalendarDate(data.quotation_date)} to{' '}
            {formatCalendarDate(data.expiry_date)}
          </Text>
        </div>
        <Group gap="sm">
          <Button
            component={Link}
            to={paths.editQuotation(data.quotation_number)}
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
          <Button
            leftSection={<IconMail size={18} />}
            onClick={sendEmail}
            loading={email.isPending}
            disabled={data.quotation_type === 'void'}
          >
            Email Quotation
          </Button>
        </Group>
      </Group>
      <PdfFrame src={data.pdfLink} title={`Quotation ${data.quotation_number} PDF`} />
    </Stack>
  );
}

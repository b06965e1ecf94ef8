// PUBLIC_URL/d/<token> (issue 15; ADR 0211): the page a client opens from the e-mail, without an account,
// in the public layout. The business's letterhead, the document with exactly its PDF's figures, a PDF
// download, and what the client can do: accept or decline a quotation, pay an invoice. Readable on a
// 375 px phone; marked noindex.
import { useParams } from 'react-router';
import {
  Alert,
  Badge,
  Button,
  Center,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { PublicDocument } from '@tradebook/domain/client-links/client-link.schemas';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { usePublicDocument } from '../api/get-public-document';
import { BusinessBlock } from '../components/business-block';
import { CardPaymentReturn } from '../components/card-payment-return';
import { DocumentBody, PaymentSections } from '../components/document-body';
import { InvoicePayment } from '../components/invoice-payment';
import { QuotationAnswer } from '../components/quotation-answer';
import { useNoIndex } from '../use-noindex';

const STATUS_COLORS: Record<string, string> = {
  Accepted: 'teal',
  Paid: 'teal',
  Declined: 'gray',
  Void: 'gray',
  Expired: 'orange',
  Overdue: 'red',
};

function LinkProblem({ error }: { error: unknown }) {
  const missing = error instanceof ApiError && error.httpStatus === 404;
  return (
    <Container size="sm">
      <Paper withBorder p="xl" radius="md">
        <Stack gap="sm">
          <Title order={1} fz="xl">
            {missing ? 'This link does not open a document' : 'The document could not be shown'}
          </Title>
          <Text>
            {missing
              ? 'It may have been replaced or turned off by the business. Please ask them for a new link.'
              : errorMessage(error)}
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
}

function Heading({ page }: { page: PublicDocument }) {
  return (
    <Group justify="space-between" align="flex-start" gap="sm">
      <Stack gap={4}>
        <Group gap="sm">
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {page.title} {page.number}
          </Title>
          <Badge size="lg" variant="light" color={STATUS_COLORS[page.status_label] ?? 'blue'}>
            {page.status_label}
          </Badge>
        </Group>
        <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          from {page.business.name}
        </Text>
      </Stack>
      <Button
        component="a"
        href={page.pdf_url}
        download
        variant="default"
        leftSection={<IconDownload size={18} />}
      >
        Download PDF
      </Button>
    </Group>
  );
}

export default function ClientDocument() {
  const { token = '' } = useParams();
  useNoIndex();
  const document = usePublicDocument(token);
  usePageTitle(document.data ? `${document.data.title} ${document.data.number}` : 'Your Document');

  if (document.isPending) {
    return (
      <Center h={200}>
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  if (document.isError) return <LinkProblem error={document.error} />;

  const page = document.data;
  const noun = page.title.toLowerCase();
  return (
    <Container size="md" px={0}>
      <Stack gap="lg">
        <CardPaymentReturn token={token} />
        <Heading page={page} />
        {page.is_void && (
          <Alert color="gray" title={`This ${noun} was voided`}>
            {page.kind === 'invoice'
              ? 'The business voided this invoice: nothing is due on it.'
              : 'The business voided this quotation: it can no longer be accepted.'}
          </Alert>
        )}
        {page.quotation && <QuotationAnswer token={token} state={page.quotation} />}
        {page.pay && <InvoicePayment token={token} page={page} />}
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
          <Stack gap="lg">
            <BusinessBlock business={page.business} />
            <DocumentBody page={page} />
          </Stack>
        </Paper>
        {page.payment_sections.length > 0 && (
          <Stack gap="xs">
            <Title order={2} fz="lg">
              Payment details
            </Title>
            <PaymentSections sections={page.payment_sections} />
          </Stack>
        )}
      </Stack>
    </Container>
  );
}

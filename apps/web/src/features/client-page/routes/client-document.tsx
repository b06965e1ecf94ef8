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
import { PageLanguageProvider, usePageWords } from '../page-language';
import { useNoIndex } from '../use-noindex';

/** The badge's colour, from the stored status and the status word (the label is in the client's
 * language): accepted and paid teal, declined and void grey, expired orange, overdue red. */
function statusColor(page: PublicDocument): string {
  if (page.is_void || page.status === 'rejected') return 'gray';
  if (page.status === 'approved' || page.status === 'paid') return 'teal';
  if (page.status_word === 'Expired') return 'orange';
  if (page.status_word === 'Overdue' && page.status !== 'partpaid') return 'red';
  return 'blue';
}

function LinkProblem({ error }: { error: unknown }) {
  const { t } = usePageWords();
  const missing = error instanceof ApiError && error.httpStatus === 404;
  return (
    <Container size="sm">
      <Paper withBorder p="xl" radius="md">
        <Stack gap="sm">
          <Title order={1} fz="xl">
            {missing ? t('link_missing.title') : t('page_error.title')}
          </Title>
          <Text>{missing ? t('link_missing.text') : errorMessage(error)}</Text>
        </Stack>
      </Paper>
    </Container>
  );
}

function Heading({ page }: { page: PublicDocument }) {
  const { t } = usePageWords();
  return (
    <Group justify="space-between" align="flex-start" gap="sm">
      <Stack gap={4}>
        <Group gap="sm">
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {page.title} {page.number}
          </Title>
          <Badge size="lg" variant="light" color={statusColor(page)}>
            {page.status_label}
          </Badge>
        </Group>
        <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('from', { business: page.business.name })}
        </Text>
      </Stack>
      <Button
        component="a"
        href={page.pdf_url}
        download
        variant="default"
        leftSection={<IconDownload size={18} />}
      >
        {t('download_pdf')}
      </Button>
    </Group>
  );
}

export default function ClientDocument() {
  const { token = '' } = useParams();
  useNoIndex();
  const document = usePublicDocument(token);
  const { t } = usePageWords();
  usePageTitle(document.data ? `${document.data.title} ${document.data.number}` : t('your_document'));

  if (document.isPending) {
    return (
      <Center h={200}>
        <Loader aria-label={t('loading')} />
      </Center>
    );
  }
  if (document.isError) return <LinkProblem error={document.error} />;
  return (
    <PageLanguageProvider language={document.data.language}>
      <DocumentPage token={token} page={document.data} />
    </PageLanguageProvider>
  );
}

function DocumentPage({ token, page }: { token: string; page: PublicDocument }) {
  const { t, lng } = usePageWords();
  return (
    <Container size="md" px={0} lang={lng}>
      <Stack gap="lg">
        <CardPaymentReturn token={token} />
        <Heading page={page} />
        {page.is_void && (
          <Alert color="gray" title={t('voided.title', { kind: page.kind })}>
            {page.kind === 'invoice' ? t('voided.invoice') : t('voided.quotation')}
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
              {t('payment_details')}
            </Title>
            <PaymentSections sections={page.payment_sections} />
          </Stack>
        )}
      </Stack>
    </Container>
  );
}

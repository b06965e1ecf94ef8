// The PDF screen of every kind of document (docs/reference/documents.md 'Screens'), kind-neutral (ADR 0204):
// the kind's title and status, a summary line, the PDF in a frame 1200 px high (pdfLink is a signed, expiring
// link), Back to the edit screen, Open in new tab and Email <kind>, which opens the e-mail composer (ADR
// 0209: the kind's success message once sent, or the server's when sending failed). The kind gives its words,
// status, summary and what its e-mail says.
import { Link } from 'react-router';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { openInNewTab } from '../../lib/open-in-new-tab';
import {
  useDocumentMailComposer,
  type DocumentMailComposerProps,
} from '../email-composer/document-mail-composer';
import { PdfFrame } from '../pdf-frame';
import { OwnerOnly } from '../owner-only';

export interface DocumentPdfPageProps {
  /** 'Invoice INV-000001': the heading, and the frame's title with ' PDF'. */
  title: string;
  status: React.ReactNode;
  summary: React.ReactNode;
  /** Under the summary: the related document. */
  link?: React.ReactNode;
  editPath: string;
  pdfLink: string;
  email: DocumentMailComposerProps;
  /** Repeat the e-mail button under the PDF (the invoice screen has one at the top and the bottom). */
  emailBelow?: boolean;
  /** More buttons beside the e-mail one (an invoice's Make recurring). */
  actions?: React.ReactNode;
  /** Under the summary: the document's e-mails and their state. */
  emails?: React.ReactNode;
  /** Shown above the PDF: the invoice's e-invoice panel. */
  extra?: React.ReactNode;
  /** Under the heading: the client link and history card (components/document-activity). */
  activity?: React.ReactNode;
}

export function DocumentPdfPage({
  title,
  status,
  summary,
  link,
  editPath,
  pdfLink,
  email,
  emailBelow = false,
  actions,
  emails,
  extra,
  activity,
}: DocumentPdfPageProps) {
  const { t } = useTranslation('document-screens');
  const { button: emailButton, dialog: emailDialog } = useDocumentMailComposer(email);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Group gap="sm" align="center">
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {title}
            </Title>
            {status}
          </Group>
          <Text c="dimmed" size="sm">
            {summary}
          </Text>
          {link}
        </Stack>
        <Group gap="sm">
          <Button component={Link} to={editPath} variant="default" leftSection={<IconArrowLeft size={18} />}>
            {t('actions.back')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconExternalLink size={18} />}
            onClick={() => openInNewTab(pdfLink)}
          >
            {t('pdf.open_in_new_tab')}
          </Button>
          <OwnerOnly>
            {emailButton}
            {actions}
          </OwnerOnly>
        </Group>
      </Group>
      {emails}
      {extra}
      {activity}
      <PdfFrame src={pdfLink} title={t('pdf.frame_title', { title })} />
      <OwnerOnly>{emailBelow && <Group justify="flex-end">{emailButton}</Group>}</OwnerOnly>
      {emailDialog}
    </Stack>
  );
}

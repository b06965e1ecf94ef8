// The e-invoice of an invoice or a credit note (ADR 0214, 0318): choose a format, see at once whether the
// document can be made a valid e-invoice in it, and if not what to fix, each problem in plain words with a
// link to the form and field where it is fixed; then download it. The server checks again before it
// answers the file. Kind-neutral: the kind names the calls (<kind>/einvoice_check, <kind>/einvoice).
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Alert, Anchor, Button, Group, List, Loader, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  EINVOICE_FORMAT_LABELS,
  EINVOICE_FORMATS,
  type EInvoiceFormat,
} from '@tradebook/domain/einvoices/einvoice-formats';
import type { EInvoiceProblem } from '@tradebook/domain/einvoices/einvoice.schemas';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/api-client';
import {
  downloadDocumentEInvoice,
  useDocumentEInvoiceCheck,
  type EInvoiceKind,
} from '../../lib/api/documents/document-einvoice';
import { notifyError } from '../../lib/notify';

/** Where a problem with the document itself is fixed (an invoice's edit screen); none for a credit note,
 * which is never edited. */
export interface DocumentFixLink {
  to: string;
  label: string;
}

const isFormat = (value: string | null): value is EInvoiceFormat =>
  (EINVOICE_FORMATS as readonly string[]).includes(value ?? '');

/** Where each problem is fixed; the form opens with the field pointed out (?fix=field). The client's form
 * comes back to this document once saved (?returnTo=, ADR 0225). */
function fixLink(
  problem: EInvoiceProblem,
  clientId: number,
  documentFix: DocumentFixLink | undefined,
  here: string,
  t: TFunction<'document-screens'>,
): DocumentFixLink | undefined {
  const fix = problem.field ? `&fix=${problem.field}` : '';
  switch (problem.place) {
    case 'profile':
      return { to: `${paths.setting}?tab=profile${fix}`, label: t('einvoice.fix.profile') };
    case 'tax':
      return { to: `${paths.setting}?tab=tax${fix}`, label: t('einvoice.fix.tax') };
    case 'bank':
      return { to: `${paths.setting}?tab=bank${fix}`, label: t('einvoice.fix.bank') };
    case 'einvoice':
      return { to: `${paths.setting}?tab=einvoice${fix}`, label: t('einvoice.fix.einvoice') };
    case 'client':
      return {
        to: `${paths.editClient(clientId)}?${new URLSearchParams({
          ...(problem.field ? { fix: problem.field } : {}),
          returnTo: here,
        }).toString()}`,
        label: t('einvoice.fix.client'),
      };
    default:
      return documentFix;
  }
}

export interface EInvoicePanelProps {
  kind: EInvoiceKind;
  documentId: number;
  documentNumber: string;
  clientId: number;
  documentFix?: DocumentFixLink;
}

export function EInvoicePanel({
  kind,
  documentId,
  documentNumber,
  clientId,
  documentFix,
}: EInvoicePanelProps) {
  const [format, setFormat] = useState<EInvoiceFormat>('facturx');
  const check = useDocumentEInvoiceCheck(kind, documentId, format);
  const [downloading, setDownloading] = useState(false);
  const { t } = useTranslation('document-screens');
  const words = { kind, noun: t(`einvoice.noun.${kind}`) };
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;

  const download = async () => {
    setDownloading(true);
    try {
      await downloadDocumentEInvoice(kind, documentId, format, documentNumber);
    } catch (error) {
      notifyError(errorMessage(error));
      await check.refetch();
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="einvoice-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="einvoice-heading">
          {t('einvoice.title')}
        </Title>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label={t('einvoice.format')}
            data={EINVOICE_FORMATS.map((value) => ({ value, label: EINVOICE_FORMAT_LABELS[value] }))}
            value={format}
            onChange={(value) => isFormat(value) && setFormat(value)}
            allowDeselect={false}
            w={{ base: '100%', xs: 280 }}
          />
          <Button
            leftSection={<IconDownload size={18} />}
            onClick={() => void download()}
            loading={downloading}
            disabled={!check.data?.ready}
          >
            {t('einvoice.download')}
          </Button>
        </Group>
        {check.isPending && (
          <Group gap="xs">
            <Loader size="xs" aria-label={t('einvoice.checking_label')} />
            <Text size="sm">{t('einvoice.checking', words)}</Text>
          </Group>
        )}
        {check.isError && <Alert color="red">{errorMessage(check.error)}</Alert>}
        {check.data?.ready && (
          <Text size="sm" fw={600}>
            {t('einvoice.ready', { ...words, format: EINVOICE_FORMAT_LABELS[format] })}
          </Text>
        )}
        {check.data && !check.data.ready && (
          <Alert color="orange" title={t('einvoice.problems_title')}>
            <List spacing="xs" size="sm">
              {check.data.problems.map((problem) => {
                const link = fixLink(problem, clientId, documentFix, here, t);
                return (
                  <List.Item key={`${problem.place}-${problem.field}-${problem.message}`}>
                    {problem.message}{' '}
                    {link && (
                      <Anchor component={Link} to={link.to} size="sm">
                        {link.label}
                      </Anchor>
                    )}
                  </List.Item>
                );
              })}
            </List>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

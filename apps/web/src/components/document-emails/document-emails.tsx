// The e-mails of a document on its screens (ADR 0311): each one 'Queued', 'Sent to x at time' or
// 'Failed: reason' with Retry, its payment reminders among them. Kind-neutral: quotations and invoices
// show the same list.
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { localeOfCountry } from '@tradebook/domain/documents/country-dates';
import type { DocumentEmail } from '@tradebook/domain/mail/document-emails.schemas';
import { errorMessage } from '../../lib/api-client';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useDocumentEmails, useRetryEmail, type EmailedKind } from '../../lib/api/documents/document-emails';
import { useBusinessCountryCode } from '../../lib/phone-numbers';

// In the order of the business's country (docs/decisions/0246); without one, as a British reader writes it.
const timeOf = (iso: string, locale: string) =>
  new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC';

function describe(email: DocumentEmail, locale: string, t: TFunction<'document-screens'>): string {
  if (email.state === 'sent')
    return t('emails.sent_to', { to: email.to, time: timeOf(email.sent_at ?? email.queued_at, locale) });
  // The server's reason is its own words; without one, ours.
  const reason = email.error ?? t('emails.refused');
  if (email.state === 'failed') return t('emails.failed_because', { reason });
  return email.attempts > 0
    ? t('emails.retrying', { to: email.to, reason })
    : t('emails.queued_for', { to: email.to });
}

const COLORS = { sent: 'green', failed: 'red', queued: 'blue' } as const;

export function DocumentEmails({ kind, documentId }: { kind: EmailedKind; documentId: number }) {
  const { t } = useTranslation('document-screens');
  const emails = useDocumentEmails(kind, documentId);
  const retry = useRetryEmail(kind, documentId);
  const locale = localeOfCountry(useBusinessCountryCode()) ?? 'en-GB';
  if (!emails.data || emails.data.length === 0) return null;

  const onRetry = async (id: number) => {
    try {
      await retry.mutateAsync(id);
      notifySuccess(t('emails.queued_again'));
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };

  return (
    <Paper withBorder radius="md" p="md" aria-labelledby={`${kind}-emails-title`} component="section">
      <Title order={2} size="h4" id={`${kind}-emails-title`} mb="xs">
        {t('emails.title')}
      </Title>
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {emails.data.map((email) => (
          <Group key={email.id} component="li" gap="sm" wrap="wrap" justify="space-between">
            <Group gap="sm" wrap="wrap" style={{ minWidth: 0 }}>
              <Badge color={COLORS[email.state]} variant="light">
                {t(`emails.state.${email.state}`)}
              </Badge>
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {email.kind === 'reminder' ? t('emails.reminder') : email.subject}
                </Text>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {describe(email, locale, t)}
                </Text>
              </Stack>
            </Group>
            {email.state === 'failed' && (
              <Button
                size="xs"
                variant="default"
                loading={retry.isPending}
                onClick={() => void onRetry(email.id)}
              >
                {t('emails.retry')}
              </Button>
            )}
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

// The e-mails of a document on its screens (ADR 0311): each one 'Queued', 'Sent to x at time' or
// 'Failed: reason' with Retry, its payment reminders among them. Kind-neutral: quotations and invoices
// show the same list.
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { localeOfCountry } from '@tradebook/domain/documents/country-dates';
import type { DocumentEmail } from '@tradebook/domain/mail/document-emails.schemas';
import { errorMessage } from '../../lib/api-client';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useDocumentEmails, useRetryEmail, type EmailedKind } from '../../lib/api/documents/document-emails';
import { useBusinessCountryCode } from '../../lib/phone-numbers';

// In the order of the business's country (docs/decisions/0246); without one, as a British reader writes it.
const timeOf = (iso: string, locale: string) =>
  new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC';

function describe(email: DocumentEmail, locale: string): string {
  if (email.state === 'sent')
    return `Sent to ${email.to} at ${timeOf(email.sent_at ?? email.queued_at, locale)}`;
  if (email.state === 'failed') return `Failed: ${email.error ?? 'the mail server refused it'}`;
  return email.attempts > 0
    ? `Queued for ${email.to}: retrying (${email.error ?? 'the mail server refused it'})`
    : `Queued for ${email.to}`;
}

const COLORS = { sent: 'green', failed: 'red', queued: 'blue' } as const;
const WORDS = { sent: 'Sent', failed: 'Failed', queued: 'Queued' } as const;

export function DocumentEmails({ kind, documentId }: { kind: EmailedKind; documentId: number }) {
  const emails = useDocumentEmails(kind, documentId);
  const retry = useRetryEmail(kind, documentId);
  const locale = localeOfCountry(useBusinessCountryCode()) ?? 'en-GB';
  if (!emails.data || emails.data.length === 0) return null;

  const onRetry = async (id: number) => {
    try {
      await retry.mutateAsync(id);
      notifySuccess('The e-mail is queued again.');
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };

  return (
    <Paper withBorder radius="md" p="md" aria-labelledby={`${kind}-emails-title`} component="section">
      <Title order={2} size="h4" id={`${kind}-emails-title`} mb="xs">
        E-mails
      </Title>
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {emails.data.map((email) => (
          <Group key={email.id} component="li" gap="sm" wrap="wrap" justify="space-between">
            <Group gap="sm" wrap="wrap" style={{ minWidth: 0 }}>
              <Badge color={COLORS[email.state]} variant="light">
                {WORDS[email.state]}
              </Badge>
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {email.kind === 'reminder' ? 'Payment reminder' : email.subject}
                </Text>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {describe(email, locale)}
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
                Retry
              </Button>
            )}
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

// /stripe-success (docs/reference/subscriptions.md 'Screens'): Stripe comes back here with ?session_id=. The
// page asks the server to confirm the payment once per load, then says the user subscribed and shows the days
// now remaining; the stored payment id is cleared only once the confirmation succeeded.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { useConfirmPayment } from '../api/confirm-payment';
import { BackToSubscription } from '../components/back-to-subscription';
import { readPaymentId } from '../payment-id-store';
import { planLabel } from '../plan-label';

export default function StripeSuccess() {
  const { t } = useTranslation('subscriptions');
  usePageTitle(t('success_page.page_title'));
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') ?? '';
  // Read once: the confirmation clears it, and a missing id must not turn into a second request.
  const [hasPayment] = useState(() => sessionId !== '' || readPaymentId() !== null);
  const confirmation = useConfirmPayment(sessionId, hasPayment);

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={640}>
      <Stack gap="md" aria-live="polite">
        {!hasPayment && (
          <>
            <Title order={1} size="h2">
              {t('success_page.title_missing')}
            </Title>
            <Alert color="red">{t('success_page.missing')}</Alert>
          </>
        )}
        {hasPayment && confirmation.isPending && (
          <Group gap="sm">
            <Loader size="sm" aria-hidden />
            <Title order={1} size="h2">
              {t('success_page.confirming')}
            </Title>
          </Group>
        )}
        {confirmation.isError && (
          <>
            <Title order={1} size="h2">
              {t('success_page.not_confirmed')}
            </Title>
            <Alert color="red" data-testid="confirmation-error">
              {errorMessage(confirmation.error, ' ')}
            </Alert>
          </>
        )}
        {confirmation.data && (
          <>
            <Title order={1} size="h2">
              {t('success_page.thanks')}
            </Title>
            <Text>{confirmation.data.message}</Text>
            <Text>{t('success_page.updates')}</Text>
            <Text fw={650} size="lg" data-testid="days-remaining">
              {t('success_page.your_plan', { plan: planLabel(confirmation.data.state.noOfDaysRemaining) })}
            </Text>
          </>
        )}
        <Group>
          <BackToSubscription />
        </Group>
      </Stack>
    </Paper>
  );
}

// /stripe-error (docs/reference/subscriptions.md 'Screens' and 'Messages'): Stripe's cancel address. The
// spec's sentence, where to ask for help (support_email of get_setting_list) and the way back to the
// packages.
import { Alert, Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { SUBSCRIPTION_MESSAGES } from '@tradebook/domain/subscriptions/subscription.schemas';
import { usePageTitle } from '../../../lib/page-title';
import { useSettingList } from '../api/get-setting-list';
import { BackToSubscription } from '../components/back-to-subscription';

export default function StripeError() {
  usePageTitle('Stripe Error');
  const settings = useSettingList();
  const supportEmail = settings.data?.support_email;

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={640}>
      <Stack gap="md">
        <Title order={1} size="h2">
          Payment not completed
        </Title>
        <Alert color="red" data-testid="payment-failed">
          {SUBSCRIPTION_MESSAGES.paymentFailedPage}
        </Alert>
        {supportEmail && (
          <Text>
            Need help? Write to{' '}
            <Anchor href={`mailto:${supportEmail}`} data-testid="support-email">
              {supportEmail}
            </Anchor>
            .
          </Text>
        )}
        <Group>
          <BackToSubscription />
        </Group>
      </Stack>
    </Paper>
  );
}

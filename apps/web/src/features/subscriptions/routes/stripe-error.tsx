// /stripe-error (docs/reference/subscriptions.md 'Screens' and 'Messages'): Stripe's cancel address. The
// spec's sentence, where to ask for help (support_email of get_setting_list) and the way back to the
// packages.
import { Alert, Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/page-title';
import { useSettingList } from '../api/get-setting-list';
import { BackToSubscription } from '../components/back-to-subscription';

export default function StripeError() {
  const { t } = useTranslation('subscriptions');
  usePageTitle(t('error_page.page_title'));
  const settings = useSettingList();
  const supportEmail = settings.data?.support_email;

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={640}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('error_page.title')}
        </Title>
        <Alert color="red" data-testid="payment-failed">
          {t('error_page.failed')}
        </Alert>
        {supportEmail && (
          <Text>
            {t('error_page.help')}{' '}
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

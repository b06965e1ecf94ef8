// Settings > Subscription (docs/reference/subscriptions.md 'Screens'): the account, the plan, what the free
// plan and Pro include, the credit log (all from get_setting_list) and the packages on sale.
import { Alert, Center, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { useSettingList } from '../api/get-setting-list';
import { CreditLogCard } from './credit-log-card';
import { PackagesCard } from './packages-card';
import { PlanCard } from './plan-card';
import { PlanFeaturesCard } from './plan-features-card';
import { SettingsCard } from './settings-card';

export function SubscriptionTab() {
  const settings = useSettingList();
  const { t } = useTranslation('subscriptions');
  if (settings.isError) return <Alert color="red">{errorMessage(settings.error)}</Alert>;
  if (!settings.data) {
    return (
      <Center h={120}>
        <Loader aria-label={t('loading')} />
      </Center>
    );
  }
  const list = settings.data;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <SettingsCard title={t('account_id')}>
          <Text data-testid="account-id" style={{ overflowWrap: 'anywhere' }}>
            {list.account_id}
          </Text>
        </SettingsCard>
        <PlanCard state={list.subscription[0]} />
        <PlanFeaturesCard title={t('free_features')} plan={list.free_subscription[0]} />
        <CreditLogCard credit={list.credit[0]} />
        <PlanFeaturesCard title={t('upgrade')} plan={list.pro[0]} upgrade={list.upgrade[0]} />
      </SimpleGrid>
      <PackagesCard />
    </Stack>
  );
}

// The subscription plan card (docs/reference/subscriptions.md 'Screens'): Free, 'N days remaining' or
// Expired, and the free usage still left, which counts down beside a plan (docs/reference/subscriptions.md).
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SubscriptionState } from '@tradebook/domain/subscriptions/subscription.schemas';
import { planLabel } from '../plan-label';
import { SettingsCard } from './settings-card';

export function PlanCard({ state }: { state: SubscriptionState | undefined }) {
  const { t } = useTranslation('subscriptions');
  const freeDays = state?.no_of_days_of_free_usage ?? 0;
  return (
    <SettingsCard title={t('plan.title')}>
      <Text size="xl" fw={650} data-testid="plan-status">
        {planLabel(state?.noOfDaysRemaining)}
      </Text>
      <Text size="sm" c="dimmed">
        {freeDays > 0 ? t('plan.free_left', { count: freeDays }) : t('plan.free_over')}
      </Text>
    </SettingsCard>
  );
}

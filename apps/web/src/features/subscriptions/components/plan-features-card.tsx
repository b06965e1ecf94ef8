// What a plan includes, one line each (free_subscription[0] or pro[0] of get_setting_list), and for Pro
// the prices of upgrade[0].
import { List, Text } from '@mantine/core';
import type { SettingList } from '@tradebook/domain/subscriptions/subscription.schemas';
import { SettingsCard } from './settings-card';

interface PlanFeaturesCardProps {
  title: string;
  plan: SettingList['pro'][number] | undefined;
  upgrade?: SettingList['upgrade'][number];
}

export function PlanFeaturesCard({ title, plan, upgrade }: PlanFeaturesCardProps) {
  return (
    <SettingsCard title={title}>
      {plan && (
        <Text fw={600} size="sm">
          {plan.name}
        </Text>
      )}
      <List size="sm" spacing={4}>
        {(plan?.features ?? []).map((feature) => (
          <List.Item key={feature}>{feature}</List.Item>
        ))}
      </List>
      {upgrade && (
        <Text size="sm">
          {upgrade.month}: {upgrade.monthprice} · {upgrade.year}: {upgrade.yearprice}
        </Text>
      )}
    </SettingsCard>
  );
}

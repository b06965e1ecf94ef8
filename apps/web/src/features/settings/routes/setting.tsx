// Settings (docs/reference/settings.md 'Screens'): one tab per area, General first. The open tab is kept in
// the URL (?tab=tax), so a reload or a shared link opens the same tab. The Subscription and Voucher tabs
// belong to the subscriptions feature: a feature imports no other, so the app shell passes them in
// (app/setting-screen.tsx).
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Center, Loader, Paper, Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { useProfile } from '../../../lib/api/profile/get-profile';
import { BankTab } from '../components/bank-tab';
import { ControlPanelTab } from '../components/control-panel-tab';
import { EInvoiceTab } from '../components/einvoice-tab';
import { GeneralTab } from '../components/general-tab';
import { ProfileTab } from '../components/profile-tab';
import { RemindersTab } from '../components/reminders-tab';
import { TaxTab } from '../components/tax-tab';
import { ReadOnlyNote } from '../../../components/owner-only';
import { useIsAccountant } from '../../../lib/chosen-business';

export const SETTING_TABS = [
  { value: 'general', label: 'General' },
  { value: 'profile', label: 'Profile' },
  { value: 'control-panel', label: 'Control Panel' },
  { value: 'tax', label: 'Tax and Registration' },
  { value: 'bank', label: 'Banking and Paypal' },
  { value: 'reminders', label: 'Reminders' },
  { value: 'einvoice', label: 'E-invoices' },
  { value: 'subscription', label: 'Subscription' },
  { value: 'voucher', label: 'Voucher, referral and share' },
] as const;

type TabValue = (typeof SETTING_TABS)[number]['value'];

export interface SettingProps {
  /** The Subscription and 'Voucher, referral and share' panels. */
  planTabs: { subscription: ReactNode; voucher: ReactNode };
}

const isTab = (value: string | null): value is TabValue => SETTING_TABS.some((tab) => tab.value === value);

export default function Setting({ planTabs }: SettingProps) {
  const { t } = useTranslation('settings');
  usePageTitle(t('page_title'));
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabValue = isTab(requested) ? requested : 'general';
  const profile = useProfile();
  const accountant = useIsAccountant();

  const panel = (value: TabValue) => {
    if (value === 'control-panel') return <ControlPanelTab />;
    if (value === 'tax') return <TaxTab />;
    if (value === 'bank') return <BankTab />;
    if (value === 'reminders') return <RemindersTab />;
    if (value === 'einvoice') return <EInvoiceTab />;
    if (value === 'subscription') return planTabs.subscription;
    if (value === 'voucher') return planTabs.voucher;
    if (profile.isError) return <Alert color="red">{errorMessage(profile.error)}</Alert>;
    if (!profile.data) {
      return (
        <Center h={120}>
          <Loader aria-label={t('common:loading')} />
        </Center>
      );
    }
    return value === 'general' ? (
      <GeneralTab profile={profile.data} />
    ) : (
      <ProfileTab profile={profile.data} />
    );
  };

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      {/* An accountant may not change settings nor see the Stripe keys (ADR 0240): a note instead. */}
      {accountant ? (
        <ReadOnlyNote />
      ) : (
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
          <Tabs
            value={tab}
            onChange={(value) => value && setParams({ tab: value }, { replace: true })}
            keepMounted={false}
          >
            {/* The list wraps on narrow screens, so every tab stays in sight. */}
            <Tabs.List mb="md">
              {SETTING_TABS.map(({ value }) => (
                <Tabs.Tab key={value} value={value}>
                  {t(`tabs.${value}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {SETTING_TABS.map(({ value }) => (
              <Tabs.Panel key={value} value={value}>
                {tab === value && panel(value)}
              </Tabs.Panel>
            ))}
          </Tabs>
        </Paper>
      )}
    </Stack>
  );
}

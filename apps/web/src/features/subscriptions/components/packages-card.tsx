// The packages on sale, each with its price button (docs/reference/subscriptions.md 'Screens'). Choosing one
// creates a Stripe Checkout Session, keeps its payment id for the success page and opens Stripe's page.
import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SubscriptionPackage } from '@tradebook/domain/subscriptions/subscription.schemas';
import { errorMessage } from '../../../lib/api-client';
import { useCheckOut } from '../api/check-out';
import { usePackages } from '../api/get-packages';
import { openPaymentPage } from '../open-payment-page';
import { storePaymentId } from '../payment-id-store';
import { SettingsCard } from './settings-card';

export function PackagesCard() {
  const packages = usePackages();
  const checkout = useCheckOut();
  const { t } = useTranslation('subscriptions');

  const buy = async (pack: SubscriptionPackage) => {
    try {
      const { paymentId, pgUrl } = await checkout.mutateAsync(pack);
      storePaymentId(paymentId);
      openPaymentPage(pgUrl);
    } catch {
      // The mutation keeps the error; it shows below the packages.
    }
  };

  return (
    <SettingsCard title={t('packages.title')}>
      {packages.isError && <Alert color="red">{errorMessage(packages.error)}</Alert>}
      {packages.isPending && (
        <Center h={60}>
          <Loader aria-label={t('packages.loading')} size="sm" />
        </Center>
      )}
      {packages.data?.length === 0 && <Text c="dimmed">{t('packages.none')}</Text>}
      <Stack gap="sm">
        {packages.data?.map((pack) => (
          <Group key={pack.packageId} justify="space-between" wrap="wrap" gap="xs">
            <Text fw={600}>{pack.packageName}</Text>
            <Button
              data-testid={`package-${pack.packageId}`}
              aria-label={t('packages.buy', { price: pack.packagePrice_code, name: pack.packageName })}
              onClick={() => void buy(pack)}
              loading={checkout.isPending && checkout.variables?.packageId === pack.packageId}
              disabled={checkout.isPending && checkout.variables?.packageId !== pack.packageId}
            >
              {pack.packagePrice_code}
            </Button>
          </Group>
        ))}
      </Stack>
      {checkout.isError && (
        <Alert color="red" data-testid="checkout-error">
          {errorMessage(checkout.error, ' ')}
        </Alert>
      )}
      {checkout.isSuccess && (
        <Text size="sm" c="dimmed">
          {t('packages.opened')}
        </Text>
      )}
    </SettingsCard>
  );
}

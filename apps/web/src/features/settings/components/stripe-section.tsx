// Card payments into the business's own Stripe account (issue 15; ADR 0211), in Settings > Banking, IBAN
// and Payment Gateway: the owner pastes a secret key of their Stripe account; the server checks it with
// Stripe and keeps it encrypted, and only its last four characters ever come back. Clients then see
// 'Pay by card' on their invoices' pages.
import { useState } from 'react';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  PasswordInput,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  PAYMENT_GATEWAY_MESSAGES,
  UpdateStripeKeySchema,
} from '@tradebook/domain/settings/payment-gateway.schemas';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { serverText } from '../../../lib/i18n/error-text';
import { formatMoment } from '../../../lib/format-time';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePaymentGateway, useRemoveStripeKey, useSaveStripeKey } from '../api/payment-gateway';

export function StripeSection() {
  const { t } = useTranslation('settings');
  const gateway = usePaymentGateway();
  const save = useSaveStripeKey();
  const remove = useRemoveStripeKey();
  const [key, setKey] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [replacing, setReplacing] = useState(false);

  const onSave = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = UpdateStripeKeySchema.safeParse({ stripe_secret_key: key });
    if (!checked.success) {
      setError(serverText(checked.error.issues[0]?.message ?? PAYMENT_GATEWAY_MESSAGES.keyFormat));
      return;
    }
    try {
      await save.mutateAsync(checked.data.stripe_secret_key);
      setKey('');
      setReplacing(false);
      notifySuccess(serverText(PAYMENT_GATEWAY_MESSAGES.saved));
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };

  const onRemove = async () => {
    try {
      notifySuccess(serverText((await remove.mutateAsync()).message));
    } catch (caught) {
      notifyError(errorMessage(caught));
    }
  };

  const details = gateway.data;
  return (
    <Paper withBorder p="md" radius="md" maw={760} component="section" aria-labelledby="stripe-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4} id="stripe-title">
            {t('stripe.title')}
          </Title>
          {details?.connected && (
            <Badge color={details.mode === 'live' ? 'teal' : 'yellow'} variant="light">
              {details.mode === 'live' ? t('stripe.live') : t('stripe.test_mode')}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t('stripe.intro')}
        </Text>
        {gateway.isPending ? (
          <Loader size="sm" aria-label={t('loading')} />
        ) : gateway.isError ? (
          <Text c="red.8">{errorMessage(gateway.error)}</Text>
        ) : details?.connected && !replacing ? (
          <Group justify="space-between" gap="sm">
            <Text size="sm">
              {details.connected_at
                ? t('stripe.connected_since', {
                    last4: details.key_last4,
                    since: formatMoment(details.connected_at),
                  })
                : t('stripe.connected', { last4: details.key_last4 })}
            </Text>
            <Group gap="xs">
              <Button size="xs" variant="default" onClick={() => setReplacing(true)}>
                {t('stripe.replace')}
              </Button>
              <Button size="xs" variant="default" color="red" onClick={onRemove} loading={remove.isPending}>
                {t('stripe.disconnect')}
              </Button>
            </Group>
          </Group>
        ) : (
          <form onSubmit={onSave} noValidate>
            <Stack gap="xs">
              <PasswordInput
                label={t('stripe.key')}
                visibilityToggleButtonProps={{ 'aria-label': t('stripe.toggle_key') }}
                description={
                  <>
                    {t('stripe.key_hint')}{' '}
                    <Anchor
                      href="https://dashboard.stripe.com/apikeys"
                      target="_blank"
                      rel="noopener noreferrer"
                      size="xs"
                      underline="always"
                    >
                      {t('stripe.dashboard')}
                    </Anchor>
                    .
                  </>
                }
                value={key}
                autoComplete="off"
                onChange={(event) => {
                  setKey(event.currentTarget.value);
                  setError(null);
                }}
                error={error}
              />
              <Group gap="xs">
                <Button type="submit" loading={save.isPending}>
                  {t('stripe.connect')}
                </Button>
                {replacing && (
                  <Button variant="default" onClick={() => setReplacing(false)}>
                    {t('cancel')}
                  </Button>
                )}
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}

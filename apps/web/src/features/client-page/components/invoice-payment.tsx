// How the client pays an invoice (issue 15): what is still due and by when, then each way the business
// offers: by card into the business's own Stripe account (all of it, or a part the client types), PayPal.me
// with the amount filled in, and the bank details (shown with the document's payment details).
import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconBrandPaypal, IconCreditCard } from '@tabler/icons-react';
import { PayByCardSchema, type PublicDocument } from '@tradebook/domain/client-links/client-link.schemas';
import { errorMessage } from '../../../lib/api-client';
import { usePayByCard } from '../api/pay-by-card';
import { usePageWords } from '../page-language';

const plainAmount = (amount: number) => amount.toFixed(2);

export function InvoicePayment({ token, page }: { token: string; page: PublicDocument }) {
  const payByCard = usePayByCard(token);
  const { t } = usePageWords();
  const [amount, setAmount] = useState(() => plainAmount(page.remaining_due));
  const [error, setError] = useState<string | null>(null);
  const pay = page.pay;
  if (!pay) return null;

  const onPay = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = PayByCardSchema.safeParse({ amount });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? null);
      return;
    }
    try {
      const session = await payByCard.mutateAsync({ amount });
      // Stripe's own page takes the card; it sends the client back here.
      window.location.assign(session.url);
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="pay-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="pay-title">
          {t('pay.title')}
        </Title>
        <Text>
          {t('pay.amount_due')} <strong>{page.remaining_due_text}</strong>
        </Text>
        {pay.card && (
          <form onSubmit={onPay} noValidate>
            <Stack gap="xs">
              <TextInput
                label={t('pay.amount_now', { currency: page.currency.code })}
                description={t('pay.amount_hint')}
                inputMode="decimal"
                value={amount}
                onChange={(event) => {
                  setAmount(event.currentTarget.value);
                  setError(null);
                }}
                error={error}
                maw={260}
              />
              <Group>
                <Button
                  type="submit"
                  leftSection={<IconCreditCard size={18} />}
                  loading={payByCard.isPending}
                >
                  {t('pay.by_card')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
        {pay.paypal_url && (
          <Group>
            <Button
              component="a"
              href={pay.paypal_url}
              target="_blank"
              rel="noopener noreferrer"
              variant="default"
              leftSection={<IconBrandPaypal size={18} />}
            >
              {t('pay.paypal', { amount: page.remaining_due_text })}
            </Button>
          </Group>
        )}
        {!pay.card && !pay.paypal_url && page.payment_sections.length === 0 && (
          <Alert color="gray">{t('pay.contact')}</Alert>
        )}
      </Stack>
    </Paper>
  );
}

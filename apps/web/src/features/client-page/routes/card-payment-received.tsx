// PUBLIC_URL/d/payment?session_id=... (docs/decisions/0325): where Stripe sends the client back after
// paying. It names the payment, not the client's link, so the payment is confirmed and recorded even when
// the business replaced or turned off the link meanwhile. While the link the payment was started from
// still opens the invoice, the client is taken back to it with what the payment came to; otherwise this
// page thanks them itself. Marked noindex, like the document's page.
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert, Center, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { useConfirmCheckoutReturn } from '../api/confirm-checkout-return';
import { OUTCOME_COLORS, type CardPaymentNotice } from '../card-payment-outcome';
import { usePageWords } from '../page-language';
import { useNoIndex } from '../use-noindex';

/** The path of the invoice's page in the answer's URL (PUBLIC_URL/d/<token>). */
function pathOf(pageUrl: string): string {
  return new URL(pageUrl, window.location.origin).pathname;
}

export default function CardPaymentReceived() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const sessionId = params.get('session_id') ?? '';
  useNoIndex();
  const { t } = usePageWords();
  usePageTitle(t('card.your_payment'));
  const confirm = useConfirmCheckoutReturn();
  const { mutateAsync } = confirm;
  const asked = useRef<string | null>(null);

  useEffect(() => {
    if (!sessionId || asked.current === sessionId) return;
    asked.current = sessionId;
    void mutateAsync(sessionId)
      .then(({ receipt, message }) => {
        if (!receipt.page_url) return;
        const cardPayment: CardPaymentNotice = {
          outcome: receipt.outcome,
          message,
          amountText: receipt.amount_text,
        };
        void navigate(pathOf(receipt.page_url), { replace: true, state: { cardPayment } });
      })
      .catch(() => undefined);
  }, [sessionId, mutateAsync, navigate]);

  if (sessionId && (confirm.isIdle || confirm.isPending || confirm.data?.receipt.page_url)) {
    return (
      <Center h={200}>
        <Loader aria-label={t('card.confirming_label')} />
      </Center>
    );
  }

  const receipt = confirm.data?.receipt;
  return (
    <Container size="sm">
      <Paper withBorder p="xl" radius="md">
        <Stack gap="sm">
          <Title order={1} fz="xl">
            {receipt ? t('card.thanks') : t('card.not_confirmed')}
          </Title>
          {receipt && confirm.data ? (
            <>
              <Alert color={OUTCOME_COLORS[receipt.outcome]} title={confirm.data.message} role="status">
                <Text size="sm">
                  {t('card.receipt', {
                    amount: receipt.amount_text,
                    number: receipt.document_number,
                    business: receipt.business_name,
                  })}
                </Text>
              </Alert>
              <Text>{t('card.link_gone')}</Text>
            </>
          ) : (
            <Text>
              {sessionId ? errorMessage(confirm.error) : t('card.not_found')} {t('card.contact')}
            </Text>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}

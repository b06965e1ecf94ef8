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
  usePageTitle('Your Payment');
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
        <Loader aria-label="Confirming your payment" />
      </Center>
    );
  }

  const receipt = confirm.data?.receipt;
  return (
    <Container size="sm">
      <Paper withBorder p="xl" radius="md">
        <Stack gap="sm">
          <Title order={1} fz="xl">
            {receipt ? 'Thank you for your payment' : 'The payment could not be confirmed'}
          </Title>
          {receipt && confirm.data ? (
            <>
              <Alert color={OUTCOME_COLORS[receipt.outcome]} title={confirm.data.message} role="status">
                <Text size="sm">
                  Card payment of {receipt.amount_text} for invoice {receipt.document_number} from{' '}
                  {receipt.business_name}.
                </Text>
              </Alert>
              <Text>
                The link you paid from no longer opens this invoice: the business can send you a new one.
              </Text>
            </>
          ) : (
            <Text>
              {sessionId ? errorMessage(confirm.error) : 'This payment was not found.'} Please contact the
              business.
            </Text>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}

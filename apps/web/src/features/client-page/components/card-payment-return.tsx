// Back from Stripe's page: the page Stripe returns to (/d/payment, routes/card-payment-received.tsx)
// confirmed the payment and hands what it came to over in the router's state; a session started before
// that page existed comes back as ?session_id=..., confirmed here once (the server asks Stripe and records
// the payment once however often it is asked), then taken out of the address so a reload does not ask
// again; ?payment=cancelled says nothing was taken. More than was due, or a refund to follow, is shown as
// such (docs/decisions/0325).
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert, Loader, Text } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client';
import { useConfirmCardPayment } from '../api/pay-by-card';
import type { TFunction } from 'i18next';
import { noticeOfState, OUTCOME_COLORS, type CardPaymentNotice } from '../card-payment-outcome';
import { usePageWords } from '../page-language';

type Outcome = {
  color: 'teal' | 'yellow' | 'orange' | 'red' | 'gray';
  title: string;
  text: string;
} | null;

const outcomeOf = (notice: CardPaymentNotice, t: TFunction): Outcome => ({
  color: OUTCOME_COLORS[notice.outcome],
  title: notice.message,
  text: t('card.payment', { amount: notice.amountText }),
});

export function CardPaymentReturn({ token }: { token: string }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const confirm = useConfirmCardPayment(token);
  const { t } = usePageWords();
  const sessionId = params.get('session_id');
  const cancelled = params.get('payment') === 'cancelled';
  const asked = useRef<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(() => {
    const handedOver = noticeOfState(location.state);
    if (handedOver) return outcomeOf(handedOver, t);
    return cancelled
      ? { color: 'gray', title: t('card.cancelled_title'), text: t('card.cancelled_text') }
      : null;
  });
  const { mutateAsync } = confirm;

  useEffect(() => {
    if (!sessionId || asked.current === sessionId) return;
    asked.current = sessionId;
    void (async () => {
      try {
        const { answer, message } = await mutateAsync(sessionId);
        setOutcome(outcomeOf({ outcome: answer.outcome, message, amountText: answer.amount_text }, t));
      } catch (error) {
        setOutcome({ color: 'red', title: t('card.not_confirmed'), text: errorMessage(error) });
      }
      void navigate({ search: '' }, { replace: true });
    })();
  }, [sessionId, mutateAsync, navigate, t]);

  if (confirm.isPending) {
    return (
      <Alert color="blue" title={t('card.confirming')}>
        <Loader size="sm" aria-label={t('card.confirming_label')} />
      </Alert>
    );
  }
  if (!outcome) return null;
  return (
    <Alert color={outcome.color} title={outcome.title} role="status">
      <Text size="sm">{outcome.text}</Text>
    </Alert>
  );
}

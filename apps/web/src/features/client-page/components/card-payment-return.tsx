// Back from Stripe's page: ?session_id=... is confirmed once (the server asks Stripe and records the
// payment once however often it is asked), then taken out of the address so a reload does not ask again;
// ?payment=cancelled says nothing was taken.
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert, Loader, Text } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client';
import { useConfirmCardPayment } from '../api/pay-by-card';

type Outcome = { color: 'teal' | 'red' | 'gray'; title: string; text: string } | null;

export function CardPaymentReturn({ token }: { token: string }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const confirm = useConfirmCardPayment(token);
  const sessionId = params.get('session_id');
  const cancelled = params.get('payment') === 'cancelled';
  const asked = useRef<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(
    cancelled
      ? { color: 'gray', title: 'Payment cancelled', text: 'Nothing was taken from your card.' }
      : null,
  );
  const { mutateAsync } = confirm;

  useEffect(() => {
    if (!sessionId || asked.current === sessionId) return;
    asked.current = sessionId;
    void (async () => {
      try {
        const { answer, message } = await mutateAsync(sessionId);
        setOutcome({ color: 'teal', title: message, text: `Card payment: ${answer.amount_text}.` });
      } catch (error) {
        setOutcome({ color: 'red', title: 'The payment could not be confirmed', text: errorMessage(error) });
      }
      void navigate({ search: '' }, { replace: true });
    })();
  }, [sessionId, mutateAsync, navigate]);

  if (confirm.isPending) {
    return (
      <Alert color="blue" title="Confirming your payment…">
        <Loader size="sm" aria-label="Confirming your payment" />
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

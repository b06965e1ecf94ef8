// The client's answer to a quotation (issue 15): accept it with their name (and a note if they like), or
// decline it (a reason if they like). A quotation already answered, expired or void says why instead.
import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import {
  AcceptQuotationSchema,
  type PublicDocument,
} from '@tradebook/domain/client-links/client-link.schemas';
import { errorMessage } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useAnswerQuotation } from '../api/answer-quotation';
import { formatMomentIn, usePageWords } from '../page-language';

type QuotationState = NonNullable<PublicDocument['quotation']>;

function Decided({ decision }: { decision: NonNullable<QuotationState['decision']> }) {
  const { t, lng } = usePageWords();
  const accepted = decision.decision === 'approved';
  const date = formatMomentIn(decision.decided_at, lng);
  return (
    <Alert
      color={accepted ? 'teal' : 'gray'}
      title={accepted ? t('quotation.accepted') : t('quotation.declined')}
    >
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {accepted
          ? t('quotation.accepted_by', { name: decision.name, date })
          : t('quotation.declined_on', { date })}
      </Text>
      {decision.note && (
        <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {decision.note}
        </Text>
      )}
    </Alert>
  );
}

export function QuotationAnswer({ token, state }: { token: string; state: QuotationState }) {
  const answer = useAnswerQuotation(token);
  const { t } = usePageWords();
  const [name, setName] = useState('');
  const [note, setNote] = useState('');
  const [reason, setReason] = useState('');
  const [declining, setDeclining] = useState(false);
  const [nameError, setNameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (state.decision) return <Decided decision={state.decision} />;
  if (!state.can_answer) {
    return (
      <Alert color="gray" title={t('quotation.cannot_answer')}>
        {state.refusal}
      </Alert>
    );
  }

  const send = async (action: 'accept' | 'decline') => {
    setFailure(null);
    if (action === 'accept') {
      const checked = AcceptQuotationSchema.safeParse({ name, note });
      if (!checked.success) {
        setNameError(checked.error.issues[0]?.message ?? null);
        return;
      }
    }
    try {
      const { message } = await answer.mutateAsync(
        action === 'accept' ? { action, body: { name, note } } : { action, body: { reason } },
      );
      notifySuccess(message);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="answer-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="answer-title">
          {t('quotation.your_answer')}
        </Title>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        {!declining ? (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void send('accept');
            }}
          >
            <Stack gap="sm">
              <TextInput
                label={t('quotation.your_name')}
                description={t('quotation.your_name_hint')}
                required
                value={name}
                maxLength={100}
                autoComplete="name"
                onChange={(event) => {
                  setName(event.currentTarget.value);
                  setNameError(null);
                }}
                error={nameError}
              />
              <Textarea
                label={t('quotation.note')}
                value={note}
                maxLength={1000}
                rows={3}
                onChange={(event) => setNote(event.currentTarget.value)}
              />
              <Group gap="sm">
                <Button type="submit" loading={answer.isPending}>
                  {t('quotation.accept')}
                </Button>
                <Button variant="default" onClick={() => setDeclining(true)}>
                  {t('quotation.decline_more')}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void send('decline');
            }}
          >
            <Stack gap="sm">
              <Textarea
                label={t('quotation.reason')}
                description={t('quotation.reason_hint')}
                value={reason}
                maxLength={1000}
                rows={3}
                onChange={(event) => setReason(event.currentTarget.value)}
              />
              <Group gap="sm">
                <Button type="submit" color="red" loading={answer.isPending}>
                  {t('quotation.decline')}
                </Button>
                <Button variant="default" onClick={() => setDeclining(false)}>
                  {t('quotation.back')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}

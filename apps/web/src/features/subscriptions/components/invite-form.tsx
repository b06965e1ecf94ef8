// The invite-friends box and its Send (POST referral/invite): the server e-mails a sign-up link. The
// domain's schema checks the address first; the server's refusal shows under the field, success a toast.
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  InviteRequestSchema,
  type InviteRequest,
} from '@tradebook/domain/subscriptions/subscription.schemas';
import { errorMessage } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useInviteFriend } from '../api/invite-friend';

export function InviteForm() {
  const titleId = useId();
  const { t } = useTranslation('subscriptions');
  const invite = useInviteFriend();
  const form = useForm<InviteRequest>({
    resolver: zodResolver(InviteRequestSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      notifySuccess(await invite.mutateAsync(values));
      form.reset({ email: '' });
    } catch (error) {
      form.setError('email', { message: errorMessage(error, ' ') }, { shouldFocus: true });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={3} id={titleId}>
          {t('invite.title')}
        </Title>
        <TextInput
          label={t('invite.label')}
          description={t('invite.description')}
          type="email"
          autoComplete="off"
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        <Button
          type="submit"
          aria-label={t('invite.send_label')}
          loading={invite.isPending}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('invite.send')}
        </Button>
      </Stack>
    </form>
  );
}

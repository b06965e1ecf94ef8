// The owner invites an accountant by e-mail address.
import { useState, type FormEvent } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useInviteAccountant } from '../api/accountants';

export function InviteAccountantForm() {
  const { t } = useTranslation('accountant');
  const [email, setEmail] = useState('');
  const invite = useInviteAccountant();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate(email.trim(), {
      onSuccess: (message) => {
        notifySuccess(message);
        setEmail('');
      },
    });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label={t('invite.email')}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={invite.isError ? errorMessage(invite.error, ' ') : undefined}
          style={{ flex: '1 1 260px' }}
          required
        />
        <Button type="submit" loading={invite.isPending} mt={{ base: 0, xs: 25 }}>
          {t('invite.button')}
        </Button>
      </Group>
    </form>
  );
}

// The signed-in shell's gentle note while the account's e-mail address is not confirmed (ADR 0215):
// what to do, why it matters, and 'Send the link again'. Nothing is shown once it is confirmed, or while
// the profile loads.
import { useTranslation } from 'react-i18next';
import { Alert, Group, Text } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { useProfile } from '../../lib/api/profile/get-profile';
import { ResendLinkButton } from './resend-link-button';

export function EmailConfirmationBanner() {
  const { t } = useTranslation('profile');
  const { data: profile } = useProfile();
  if (!profile || profile.email_verified !== 0) return null;
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconMailExclamation size={18} aria-hidden />}
      title={t('email_confirmation.title')}
      mb="md"
      data-testid="email-confirmation-banner"
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" style={{ flex: '1 1 16rem' }}>
          {t('email_confirmation.text', { email: profile.email })}
        </Text>
        <ResendLinkButton />
      </Group>
    </Alert>
  );
}

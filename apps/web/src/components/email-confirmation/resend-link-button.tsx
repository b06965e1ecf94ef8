// 'Send the link again': resend_verification, its answer shown as a toast (ADR 0215).
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { errorMessage } from '../../lib/api-client';
import { serverText } from '../../lib/i18n/error-text';
import { useResendVerification } from '../../lib/api/profile/email-verification';
import { notifyError, notifySuccess } from '../../lib/notify';

export function ResendLinkButton(props: Pick<ButtonProps, 'size' | 'variant'>) {
  const { t } = useTranslation('profile');
  const resend = useResendVerification();
  return (
    <Button
      type="button"
      size={props.size ?? 'xs'}
      variant={props.variant ?? 'light'}
      leftSection={<IconMailForward size={16} aria-hidden />}
      loading={resend.isPending}
      onClick={() =>
        resend.mutate(undefined, {
          onSuccess: (message) => notifySuccess(serverText(message)),
          onError: (error) => notifyError(errorMessage(error)),
        })
      }
    >
      {t('email_confirmation.resend')}
    </Button>
  );
}

// 'Send the link again': resend_verification, its answer shown as a toast (ADR 0215).
import { Button, type ButtonProps } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { errorMessage } from '../../lib/api-client';
import { useResendVerification } from '../../lib/api/profile/email-verification';
import { notifyError, notifySuccess } from '../../lib/notify';

export function ResendLinkButton(props: Pick<ButtonProps, 'size' | 'variant'>) {
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
          onSuccess: (message) => notifySuccess(message),
          onError: (error) => notifyError(errorMessage(error)),
        })
      }
    >
      Send the link again
    </Button>
  );
}

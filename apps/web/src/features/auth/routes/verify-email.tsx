// The page behind the link e-mailed at registration (ADR 0215): it sends the link's token to verify_email
// once, then goes on into the app with the server's message (the dashboard when signed in, else sign
// in). A link that is unknown, used or expired says so, with the way on: the signed-in shell offers to
// send a new one.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { EMAIL_VERIFICATION_MESSAGES } from '@tradebook/domain/auth/email-verification.schemas';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { serverText } from '../../../lib/i18n/error-text';
import { PROFILE_QUERY_KEY } from '../../../lib/api/profile/get-profile';
import { notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { getToken, subscribeToSession } from '../../../lib/session';
import { useVerifyEmail } from '../api/verify-email';
import { AuthCard } from '../components/auth-card';

export default function VerifyEmail() {
  const { t } = useTranslation('auth');
  usePageTitle(t('verify.title'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const signedIn = useSyncExternalStore(subscribeToSession, () => getToken() !== null);
  const verify = useVerifyEmail();
  const [failure, setFailure] = useState(token ? '' : EMAIL_VERIFICATION_MESSAGES.invalid);
  // The token works once: a second run of the effect (React's development checks) must not send it again.
  const sent = useRef(false);
  const next = signedIn ? paths.dashboard : paths.login;

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    verify.mutate(token, {
      onSuccess: async (message) => {
        notifySuccess(serverText(message));
        await queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
        navigate(next, { replace: true });
      },
      onError: (error) => setFailure(errorMessage(error)),
    });
  }, [token, verify, queryClient, navigate, next]);

  return (
    <AuthCard title={t('verify.title')}>
      {failure ? (
        <Stack gap="md">
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {serverText(failure)}
          </Alert>
          <Button component={Link} to={next} fullWidth size="md">
            {signedIn ? t('verify.to_dashboard') : t('verify.sign_in')}
          </Button>
        </Stack>
      ) : (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t('verify.confirming')}</Text>
        </Group>
      )}
    </AuthCard>
  );
}

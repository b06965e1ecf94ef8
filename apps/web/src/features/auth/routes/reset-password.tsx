// The page behind the e-mailed reset link (docs/reference/accounts.md 'Sessions'): a new password and
// its confirmation, then login. The server's message is shown when the link is used up or expired.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { AUTH_MESSAGES } from '@tradebook/domain/auth/auth.schemas';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { useResetPassword } from '../api/reset-password';
import { ResetPasswordFormSchema, resolverWithConfirmPassword } from '../auth-form-schemas';
import { AuthCard } from '../components/auth-card';
import { NewPasswordFields } from '../components/new-password-fields';

export default function ResetPassword() {
  usePageTitle('Reset Password');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const reset = useResetPassword();
  const [failure, setFailure] = useState(token ? '' : AUTH_MESSAGES.resetInvalid);
  const form = useForm({
    resolver: resolverWithConfirmPassword(ResetPasswordFormSchema),
    defaultValues: { password: '', confirm_password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure('');
    try {
      notifySuccess(await reset.mutateAsync({ token, ...values }));
      navigate(paths.login, { replace: true });
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });

  return (
    <AuthCard title="Reset Password" subtitle="Choose a new password for your account.">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {failure && (
            <Alert
              color="red"
              icon={<IconAlertCircle size={18} />}
              role="alert"
              style={{ whiteSpace: 'pre-line' }}
            >
              {failure}
            </Alert>
          )}
          <NewPasswordFields
            label="New password"
            password={form.register('password')}
            confirm={form.register('confirm_password')}
            passwordError={errors.password?.message}
            confirmError={errors.confirm_password?.message}
          />
          <Button type="submit" fullWidth size="md" loading={reset.isPending} disabled={!token}>
            Reset password
          </Button>
        </Stack>
      </form>
      <Text size="sm" c="dimmed" ta="center" mt="lg">
        Need a new link?{' '}
        <Anchor component={Link} to={paths.forgotPassword} fw={500}>
          Forgot Password
        </Anchor>
      </Text>
    </AuthCard>
  );
}

// The page behind the e-mailed reset link (docs/reference/accounts.md 'Sessions'): a new password and
// its confirmation, then login. The server's message is shown when the link is used up or expired.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { AUTH_MESSAGES } from '@tradebook/domain/auth/auth-constants';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { serverText } from '../../../lib/i18n/error-text';
import { notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { useResetPassword } from '../api/reset-password';
import type { ResetPasswordFormValues } from '../auth-form-schemas';
import { AuthCard } from '../components/auth-card';
import { AuthForm } from '../components/auth-form';
import { AuthLinkLine } from '../components/auth-link-line';
import { AuthSubmit } from '../components/auth-submit';
import { NewPasswordFields } from '../components/new-password-fields';
import { useFieldError } from '../field-error';
import { authFormResolver } from '../lazy-resolver';

const resolver = authFormResolver<ResetPasswordFormValues>((schemas) => schemas.resetPasswordResolver);
if (!import.meta.env.PROD) await resolver.load();

export default function ResetPassword() {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  usePageTitle(t('reset.page_title'));
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const reset = useResetPassword();
  const [failure, setFailure] = useState(token ? '' : AUTH_MESSAGES.resetInvalid);
  const form = useForm({
    resolver,
    defaultValues: { password: '', confirm_password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure('');
    try {
      notifySuccess(serverText(await reset.mutateAsync({ token, ...values })));
      navigate(paths.login, { replace: true });
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });

  return (
    <AuthCard title={t('reset.page_title')} subtitle={t('reset.subtitle')}>
      <AuthForm onSubmit={onSubmit} preload={resolver.preload}>
        {failure && (
          <Alert
            color="red"
            icon={<IconAlertCircle size={18} />}
            role="alert"
            style={{ whiteSpace: 'pre-line' }}
          >
            {fieldError(failure)}
          </Alert>
        )}
        <NewPasswordFields
          label={t('reset.new_password')}
          password={form.register('password')}
          confirm={form.register('confirm_password')}
          passwordError={fieldError(errors.password?.message)}
          confirmError={fieldError(errors.confirm_password?.message)}
        />
        <AuthSubmit label={t('reset.submit')} loading={reset.isPending} disabled={!token} />
      </AuthForm>
      <AuthLinkLine text={t('reset.need_link')} to={paths.forgotPassword} link={t('login.forgot_password')} />
    </AuthCard>
  );
}

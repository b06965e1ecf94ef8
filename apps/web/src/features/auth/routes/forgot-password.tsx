// Forgot password (docs/reference/accounts.md 'Screens', 'Rules' and 'Messages'): on success the server's
// message, the e-mail cleared and /password-confirmation; on failure the first of the server's messages.
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage, errorTexts } from '../../../lib/api-client';
import { serverText } from '../../../lib/i18n/error-text';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { useForgotPassword } from '../api/forgot-password';
import type { ForgotPasswordFormValues } from '../auth-form-schemas';
import { useFieldError } from '../field-error';
import { authFormResolver } from '../lazy-resolver';
import { AuthCard } from '../components/auth-card';
import { AuthForm } from '../components/auth-form';
import { AuthLinkLine } from '../components/auth-link-line';
import { AuthSubmit } from '../components/auth-submit';
import { EmailField } from '../components/email-field';

const resolver = authFormResolver<ForgotPasswordFormValues>((schemas) => schemas.forgotPasswordResolver);
if (!import.meta.env.PROD) await resolver.load();

export default function ForgotPassword() {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  usePageTitle(t('forgot.title'));
  const navigate = useNavigate();
  const request = useForgotPassword();
  const form = useForm({ resolver, defaultValues: { email: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      notifySuccess(serverText(await request.mutateAsync(email)));
      form.reset({ email: '' });
      navigate(paths.passwordConfirmation);
    } catch (error) {
      // Only the first of the server's messages, in the user's language.
      notifyError((error instanceof ApiError && errorTexts(error)[0]) || errorMessage(error));
    }
  });

  return (
    <AuthCard title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      <AuthForm onSubmit={onSubmit} preload={resolver.preload}>
        <EmailField registration={form.register('email')} error={fieldError(errors.email?.message)} />
        <AuthSubmit label={t('forgot.submit')} loading={request.isPending} />
      </AuthForm>
      <AuthLinkLine text={t('forgot.remembered')} to={paths.login} link={t('forgot.back_to_login')} />
    </AuthCard>
  );
}

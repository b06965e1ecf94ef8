// Sign in (docs/reference/accounts.md 'Screens', 'Rules' and 'Messages'). 'Remember me' keeps only the e-mail
// address (docs/reference/accounts.md).
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Anchor, Button, Checkbox, Divider, Group } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { clearToasts, notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { getRememberedEmail, setRememberedEmail, setToken } from '../../../lib/session';
import { PROFILE_QUERY_KEY } from '../../../lib/api/profile/profile-query-key';
import { useLogin } from '../api/login';
import type { LoginFormValues } from '../auth-form-schemas';
import { AuthCard } from '../components/auth-card';
import { AuthForm } from '../components/auth-form';
import { AuthLinkLine } from '../components/auth-link-line';
import { AuthSubmit } from '../components/auth-submit';
import { EmailField } from '../components/email-field';
import { PasswordField } from '../components/password-field';
import { useFieldError } from '../field-error';
import { authFormResolver } from '../lazy-resolver';

const resolver = authFormResolver<LoginFormValues>((schemas) => schemas.loginResolver);
if (!import.meta.env.PROD) await resolver.load();

export default function Login() {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  usePageTitle(t('login.page_title'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signIn = useLogin();
  const rememberedEmail = getRememberedEmail();
  const form = useForm({
    resolver,
    defaultValues: { email: rememberedEmail, password: '', remember: rememberedEmail !== '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email, password, remember }) => {
    try {
      const { token, user } = await signIn.mutateAsync({ email, password });
      setRememberedEmail(remember ? email : null);
      queryClient.setQueryData(PROFILE_QUERY_KEY, user);
      setToken(token);
      clearToasts();
      notifySuccess(t('login.welcome'));
      navigate(paths.dashboard, { replace: true });
    } catch (error) {
      notifyError(errorMessage(error));
    }
  });

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      <AuthForm onSubmit={onSubmit} preload={resolver.preload}>
        <EmailField
          registration={form.register('email')}
          error={fieldError(errors.email?.message)}
          autoComplete="username"
        />
        <PasswordField
          label={t('fields.password')}
          autoComplete="current-password"
          placeholder={t('login.password_placeholder')}
          registration={form.register('password')}
          error={fieldError(errors.password?.message)}
        />
        <Group justify="space-between" wrap="nowrap">
          <Checkbox label={t('login.remember_me')} {...form.register('remember')} />
          <Anchor component={Link} to={paths.forgotPassword} size="sm">
            {t('login.forgot_password')}
          </Anchor>
        </Group>
        <AuthSubmit label={t('login.submit')} loading={signIn.isPending} />
      </AuthForm>
      <Divider my="lg" label={t('login.new_here')} labelPosition="center" />
      <Button component={Link} to={paths.regionalSettings} variant="default" fullWidth>
        {t('login.register')}
      </Button>
      <AuthLinkLine
        text={t('login.setup_time')}
        to={paths.regionalSettings}
        link={t('login.sign_up')}
        mt="md"
      />
    </AuthCard>
  );
}

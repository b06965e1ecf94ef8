// Forgot password (docs/reference/accounts.md 'Screens', 'Rules' and 'Messages'): on success the server's
// message, the e-mail cleared and /password-confirmation; on failure the first of the server's messages.
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage, errorTexts } from '../../../lib/api-client';
import { serverText } from '../../../lib/i18n/error-text';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { useForgotPassword } from '../api/forgot-password';
import type { ForgotPasswordFormValues } from '../auth-form-schemas';
import { useFieldError } from '../field-error';
import { lazyResolver } from '../lazy-resolver';
import { AuthCard } from '../components/auth-card';

const resolver = lazyResolver<ForgotPasswordFormValues>(() =>
  import('../auth-form-schemas').then((module) => module.forgotPasswordResolver),
);
// Development and tests load the schema with the screen; the production build loads it on first use.
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
      <form
        onSubmit={onSubmit}
        onFocusCapture={resolver.preload}
        onPointerDownCapture={resolver.preload}
        noValidate
      >
        <Stack gap="md">
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            placeholder={t('fields.email_placeholder')}
            error={fieldError(errors.email?.message)}
            {...form.register('email')}
          />
          <Button type="submit" fullWidth size="md" loading={request.isPending}>
            {t('forgot.submit')}
          </Button>
        </Stack>
      </form>
      <Text size="sm" c="dimmed" ta="center" mt="lg">
        {t('forgot.remembered')}{' '}
        <Anchor component={Link} to={paths.login} fw={500}>
          {t('forgot.back_to_login')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}

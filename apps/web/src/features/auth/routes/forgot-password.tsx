// Forgot password (docs/reference/accounts.md 'Screens', 'Rules' and 'Messages'): on success the server's
// message, the e-mail cleared and /password-confirmation; on failure the first of the server's messages.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { ForgotPasswordSchema } from '@tradebook/domain/auth/auth.schemas';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage, errorTexts } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { useForgotPassword } from '../api/forgot-password';
import { AuthCard } from '../components/auth-card';

export default function ForgotPassword() {
  usePageTitle('Forgot Password');
  const navigate = useNavigate();
  const request = useForgotPassword();
  const form = useForm({ resolver: zodResolver(ForgotPasswordSchema), defaultValues: { email: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      notifySuccess(await request.mutateAsync(email));
      form.reset({ email: '' });
      navigate(paths.passwordConfirmation);
    } catch (error) {
      // Only the first of the server's messages, in the user's language.
      notifyError((error instanceof ApiError && errorTexts(error)[0]) || errorMessage(error));
    }
  });

  return (
    <AuthCard
      title="Forgot Password"
      subtitle="Enter the email address you registered with and we will send you a link to reset your password."
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="you@business.com"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <Button type="submit" fullWidth size="md" loading={request.isPending}>
            Send reset link
          </Button>
        </Stack>
      </form>
      <Text size="sm" c="dimmed" ta="center" mt="lg">
        Remembered it?{' '}
        <Anchor component={Link} to={paths.login} fw={500}>
          Back to login
        </Anchor>
      </Text>
    </AuthCard>
  );
}

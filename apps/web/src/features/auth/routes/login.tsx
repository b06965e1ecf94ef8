// Sign in (docs/reference/accounts.md 'Screens', 'Rules' and 'Messages'). 'Remember me' keeps only the e-mail
// address (docs/reference/accounts.md).
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import {
  Anchor,
  Button,
  Checkbox,
  Divider,
  Group,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { clearToasts, notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { getRememberedEmail, setRememberedEmail, setToken } from '../../../lib/session';
import { PROFILE_QUERY_KEY } from '../../../lib/api/profile/get-profile';
import { useLogin } from '../api/login';
import { LoginFormSchema } from '../auth-form-schemas';
import { AuthCard } from '../components/auth-card';

export default function Login() {
  usePageTitle('Login');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signIn = useLogin();
  const rememberedEmail = getRememberedEmail();
  const form = useForm({
    resolver: zodResolver(LoginFormSchema),
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
      notifySuccess('Welcome!');
      navigate(paths.dashboard, { replace: true });
    } catch (error) {
      notifyError(errorMessage(error));
    }
  });

  return (
    <AuthCard
      title="Sign in"
      subtitle="Welcome back. Sign in to manage your quotations, invoices and expenses."
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            placeholder="you@business.com"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            placeholder="Your password"
            visibilityToggleFocusable
            error={errors.password?.message}
            {...form.register('password')}
          />
          <Group justify="space-between" wrap="nowrap">
            <Checkbox label="Remember me" {...form.register('remember')} />
            <Anchor component={Link} to={paths.forgotPassword} size="sm">
              Forgot Password
            </Anchor>
          </Group>
          <Button type="submit" fullWidth size="md" loading={signIn.isPending}>
            Sign in
          </Button>
        </Stack>
      </form>
      <Divider my="lg" label="New to Tradebook?" labelPosition="center" />
      <Button component={Link} to={paths.regionalSettings} variant="default" fullWidth>
        Register
      </Button>
      <Text size="sm" c="dimmed" ta="center" mt="md">
        Setting up takes under a minute.{' '}
        <Anchor component={Link} to={paths.regionalSettings} fw={500}>
          Sign up
        </Anchor>
      </Text>
    </AuthCard>
  );
}

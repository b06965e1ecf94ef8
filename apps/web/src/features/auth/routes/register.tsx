// Sign up (docs/reference/accounts.md 'Screens', 'Fields', 'Rules' and 'Messages'). Country, language and
// currency come from the regional settings screen, which must come first; after success the user goes to
// login after 1 second.
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { Anchor, Button, Checkbox, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { useRegisterUser } from '../api/register-user';
import { RegisterFormSchema, resolverWithConfirmPassword } from '../auth-form-schemas';
import { AuthCard } from '../components/auth-card';
import { NewPasswordFields } from '../components/new-password-fields';
import { forgetReferral, keepReferral } from '../referral-token';
import { clearRegionalChoice, loadRegionalChoice } from '../regional-choice';

/** docs/reference/accounts.md 'Limits': redirect to login 1 second after registering. */
export const REDIRECT_AFTER_REGISTER_MS = 1000;

export default function Register() {
  usePageTitle('Register');
  const location = useLocation();
  const navigate = useNavigate();
  const [regional] = useState(() => loadRegionalChoice(location.state));
  const [referral] = useState(() => keepReferral(location.search));
  const register = useRegisterUser();
  const [done, setDone] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const form = useForm({
    resolver: resolverWithConfirmPassword(RegisterFormSchema),
    defaultValues: {
      first_name: '',
      last_name: '',
      email: '',
      password: '',
      confirm_password: '',
      terms: false,
    },
  });
  const { errors } = form.formState;

  if (!regional) return <Navigate to={paths.regionalSettings} replace />;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const message = await register.mutateAsync({
        firstName: values.first_name,
        lastName: values.last_name,
        email: values.email,
        password: values.password,
        country: regional.country,
        currency: regional.currency,
        language: regional.language,
        ref: referral,
      });
      clearRegionalChoice();
      forgetReferral();
      setDone(true);
      notifySuccess(message);
      redirect.current = setTimeout(() => navigate(paths.login), REDIRECT_AFTER_REGISTER_MS);
    } catch (error) {
      notifyError(errorMessage(error));
    }
  });

  const regionSummary = [regional.countryName, regional.currencyLabel].filter(Boolean).join(' · ');

  return (
    <AuthCard title="Create your account" subtitle="Start sending quotations and invoices today.">
      {regionSummary && (
        <Group gap={6} mb="md" wrap="nowrap">
          <IconMapPin size={16} aria-hidden color="var(--mantine-color-dimmed)" />
          <Text size="sm" c="dimmed" truncate>
            {regionSummary}
          </Text>
          <Anchor component={Link} to={paths.regionalSettings} size="sm" ml="auto">
            Change
          </Anchor>
        </Group>
      )}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label="First name"
              autoComplete="given-name"
              error={errors.first_name?.message}
              {...form.register('first_name')}
            />
            <TextInput
              label="Last name"
              autoComplete="family-name"
              error={errors.last_name?.message}
              {...form.register('last_name')}
            />
          </SimpleGrid>
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="you@business.com"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <NewPasswordFields
            label="Password"
            password={form.register('password')}
            confirm={form.register('confirm_password')}
            passwordError={errors.password?.message}
            confirmError={errors.confirm_password?.message}
          />
          <Checkbox
            label="I accept the terms and conditions"
            error={errors.terms?.message}
            {...form.register('terms')}
          />
          <Button type="submit" fullWidth size="md" loading={register.isPending} disabled={done}>
            Register
          </Button>
        </Stack>
      </form>
      <Text size="sm" c="dimmed" ta="center" mt="lg">
        Already have an account?{' '}
        <Anchor component={Link} to={paths.login} fw={500}>
          Log in
        </Anchor>
      </Text>
    </AuthCard>
  );
}

// Sign up (docs/reference/accounts.md 'Screens', 'Fields', 'Rules' and 'Messages'). Country, language and
// currency come from the regional settings screen, which must come first; after success the user goes to
// login after 1 second.
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { Anchor, Checkbox, Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { serverText } from '../../../lib/i18n/error-text';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { useRegisterUser } from '../api/register-user';
import type { RegisterFormValues } from '../auth-form-schemas';
import { AuthCard } from '../components/auth-card';
import { AuthForm } from '../components/auth-form';
import { AuthLinkLine } from '../components/auth-link-line';
import { AuthSubmit } from '../components/auth-submit';
import { EmailField } from '../components/email-field';
import { NewPasswordFields } from '../components/new-password-fields';
import { useFieldError } from '../field-error';
import { authFormResolver } from '../lazy-resolver';
import { forgetReferral, keepReferral } from '../referral-token';
import { clearRegionalChoice, loadRegionalChoice } from '../regional-choice';

/** docs/reference/accounts.md 'Limits': redirect to login 1 second after registering. */
export const REDIRECT_AFTER_REGISTER_MS = 1000;

const resolver = authFormResolver<RegisterFormValues>((schemas) => schemas.registerResolver);
if (!import.meta.env.PROD) await resolver.load();

export default function Register() {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  usePageTitle(t('register.page_title'));
  const location = useLocation();
  const navigate = useNavigate();
  const [regional] = useState(() => loadRegionalChoice(location.state));
  const [referral] = useState(() => keepReferral(location.search));
  const register = useRegisterUser();
  const [done, setDone] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const form = useForm({
    resolver,
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
      notifySuccess(serverText(message));
      redirect.current = setTimeout(() => navigate(paths.login), REDIRECT_AFTER_REGISTER_MS);
    } catch (error) {
      notifyError(errorMessage(error));
    }
  });

  const regionSummary = [regional.countryName, regional.currencyLabel].filter(Boolean).join(' · ');

  return (
    <AuthCard title={t('register.title')} subtitle={t('register.subtitle')}>
      {regionSummary && (
        <Group gap={6} mb="md" wrap="nowrap">
          <IconMapPin size={16} aria-hidden color="var(--mantine-color-dimmed)" />
          <Text size="sm" c="dimmed" truncate>
            {regionSummary}
          </Text>
          <Anchor component={Link} to={paths.regionalSettings} size="sm" ml="auto">
            {t('register.change_region')}
          </Anchor>
        </Group>
      )}
      <AuthForm onSubmit={onSubmit} preload={resolver.preload}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label={t('register.first_name')}
            autoComplete="given-name"
            error={fieldError(errors.first_name?.message)}
            {...form.register('first_name')}
          />
          <TextInput
            label={t('register.last_name')}
            autoComplete="family-name"
            error={fieldError(errors.last_name?.message)}
            {...form.register('last_name')}
          />
        </SimpleGrid>
        <EmailField registration={form.register('email')} error={fieldError(errors.email?.message)} />
        <NewPasswordFields
          label={t('fields.password')}
          password={form.register('password')}
          confirm={form.register('confirm_password')}
          passwordError={fieldError(errors.password?.message)}
          confirmError={fieldError(errors.confirm_password?.message)}
        />
        <Checkbox
          label={t('register.terms')}
          error={fieldError(errors.terms?.message)}
          {...form.register('terms')}
        />
        <AuthSubmit label={t('register.submit')} loading={register.isPending} disabled={done} />
      </AuthForm>
      <AuthLinkLine text={t('register.have_account')} to={paths.login} link={t('register.log_in')} />
    </AuthCard>
  );
}

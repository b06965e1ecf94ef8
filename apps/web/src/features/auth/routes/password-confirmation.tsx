// After forgot password (docs/reference/accounts.md 'Screens'): the instructions were sent; Close goes to
// login.
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Center, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/page-title';
import { AuthCard } from '../components/auth-card';

export default function PasswordConfirmation() {
  const { t } = useTranslation('auth');
  usePageTitle(t('password_sent.page_title'));
  const navigate = useNavigate();
  return (
    <AuthCard title={t('password_sent.title')}>
      <Stack gap="lg">
        <Center>
          <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
            <IconMailCheck size={34} stroke={1.5} />
          </ThemeIcon>
        </Center>
        <Text>{t('password_sent.text')}</Text>
        <Text size="sm" c="dimmed">
          {t('password_sent.expiry')}
        </Text>
        <Button onClick={() => navigate(paths.login)} fullWidth size="md">
          {t('password_sent.close')}
        </Button>
      </Stack>
    </AuthCard>
  );
}

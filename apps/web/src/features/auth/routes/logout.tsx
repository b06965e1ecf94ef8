// /logout (docs/reference/profile.md 'Screens' and 'Statuses'): revoke the token on the server (a failure
// does not stop the sign-out), clear the token and every cached list, then go to login.
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/page-title';
import { clearStoredSession, getToken } from '../../../lib/session';
import { logout } from '../api/logout';

export default function Logout() {
  const { t } = useTranslation('auth');
  usePageTitle(t('logout.page_title'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);

  useEffect(() => {
    // Once, even when React runs effects twice in development.
    if (started.current) return;
    started.current = true;
    const revoke = getToken() ? logout().catch(() => undefined) : Promise.resolve();
    void revoke.then(() => {
      clearStoredSession();
      queryClient.clear();
      navigate(paths.login, { replace: true });
    });
  }, [navigate, queryClient]);

  return (
    <Center h={240}>
      <Stack align="center" gap="sm">
        <Loader aria-hidden />
        <Text c="dimmed">{t('logout.signing_out')}</Text>
      </Stack>
    </Center>
  );
}

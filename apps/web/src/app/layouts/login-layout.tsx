// The public layout of docs/reference/accounts.md 'Screens' ("login"): a brand header, then the screen on a
// soft background. Screens centre their own card (features/auth/components/auth-card.tsx).
import { Link, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Anchor, Box, Button, Container, Group, Text } from '@mantine/core';
import { LanguageMenu } from '../../components/language-menu/language-menu';
import { Wordmark } from '../../components/wordmark';
import { paths } from '../../config/paths';

/** `accountLinks`: the language menu, Log in and Create account in the header; off on a client's page of a document, whose
 * reader is the business's client, not a user of the app. */
export function LoginLayout({ accountLinks = true }: { accountLinks?: boolean }) {
  const { t } = useTranslation('auth');
  // Regional settings asks for the language in its form, which switches the screens too: one menu is enough.
  const languageMenu = useLocation().pathname !== paths.regionalSettings;
  return (
    <Box mih="100dvh" bg="gray.0" style={{ display: 'flex', flexDirection: 'column' }}>
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
        <Container size="lg" h={58}>
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Anchor component={Link} to={paths.home} underline="never" aria-label={t('layout.home')}>
              <Wordmark />
            </Anchor>
            {accountLinks && (
              <Group gap="xs" wrap="nowrap" component="nav" aria-label={t('layout.account')}>
                {languageMenu && <LanguageMenu />}
                <Button component={Link} to={paths.login} variant="subtle" size="sm">
                  {t('layout.log_in')}
                </Button>
                <Button component={Link} to={paths.regionalSettings} size="sm" visibleFrom="xs">
                  {t('layout.create_account')}
                </Button>
              </Group>
            )}
          </Group>
        </Container>
      </Box>
      <Box component="main" style={{ flex: 1 }} py={{ base: 'lg', sm: 48 }} px="md">
        <Outlet />
      </Box>
      <Box component="footer" py="md">
        <Text ta="center" size="xs" c="dimmed">
          {t('layout.footer', { year: String(new Date().getFullYear()) })}
        </Text>
      </Box>
    </Box>
  );
}

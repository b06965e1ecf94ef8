// The public layout of docs/reference/accounts.md 'Screens' ("login"): a brand header, then the screen on a
// soft background. Screens centre their own card (features/auth/components/auth-card.tsx).
import { Link, Outlet } from 'react-router';
import { Anchor, Box, Button, Container, Group, Text } from '@mantine/core';
import { Wordmark } from '../../components/wordmark';
import { paths } from '../../config/paths';

/** `accountLinks`: Log in and Create account in the header; off on a client's page of a document, whose
 * reader is the business's client, not a user of the app. */
export function LoginLayout({ accountLinks = true }: { accountLinks?: boolean }) {
  return (
    <Box mih="100dvh" bg="gray.0" style={{ display: 'flex', flexDirection: 'column' }}>
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
        <Container size="lg" h={58}>
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Anchor component={Link} to={paths.home} underline="never" aria-label="Tradebook home">
              <Wordmark />
            </Anchor>
            {accountLinks && (
              <Group gap="xs" wrap="nowrap" component="nav" aria-label="Account">
                <Button component={Link} to={paths.login} variant="subtle" size="sm">
                  Log in
                </Button>
                <Button component={Link} to={paths.regionalSettings} size="sm" visibleFrom="xs">
                  Create account
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
          © {new Date().getFullYear()} Tradebook · Quotations, invoices and expenses for small businesses
        </Text>
      </Box>
    </Box>
  );
}

// The signed-in layout of docs/reference/web.md 'Screens' ("user"): a 58 px top bar and a side menu whose
// height is the window height minus those 58 px. The burger hides and shows the menu; on phones the menu
// starts hidden and slides over the page. This module loads lazily (app/router.tsx), so it also brings the
// date pickers' styles, which only signed-in screens use, off the sign-in screens' first load (ADR 0203).
import '@mantine/dates/styles.css';
import { Outlet } from 'react-router';
import { AppShell, Box, ScrollArea } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { EmailConfirmationBanner } from '../../components/email-confirmation/email-confirmation-banner';
import { RegistrationGateProvider } from '../../components/registration-gate/complete-registration-dialog';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';
import { BusinessSwitcher } from '../../features/accountant/components/business-switcher';
import { useProfileLanguage } from '../../lib/i18n/use-profile-language';

export const TOP_BAR_HEIGHT = 58;

export function UserLayout() {
  useProfileLanguage();
  const [mobileOpened, mobile] = useDisclosure(false);
  const [desktopOpened, desktop] = useDisclosure(true);
  // A closed side menu is only moved out of sight; inert also takes its links out of the keyboard's tab
  // order and from screen readers (issue 14). Which toggle applies depends on the width.
  // Below Mantine's sm breakpoint (48em) the AppShell uses its mobile toggle.
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const menuClosed = phone ? !mobileOpened : !desktopOpened;

  return (
    <RegistrationGateProvider>
      <AppShell
        header={{ height: TOP_BAR_HEIGHT }}
        navbar={{
          width: 260,
          breakpoint: 'sm',
          collapsed: { mobile: !mobileOpened, desktop: !desktopOpened },
        }}
        padding={{ base: 'sm', sm: 'lg' }}
      >
        <AppShell.Header>
          <TopBar
            menuOpened={{ mobile: mobileOpened, desktop: desktopOpened }}
            onToggleMobile={mobile.toggle}
            onToggleDesktop={desktop.toggle}
          />
        </AppShell.Header>

        <AppShell.Navbar
          aria-label="Side menu"
          style={{ height: `calc(100dvh - ${TOP_BAR_HEIGHT}px)` }}
          data-testid="side-menu"
          inert={menuClosed}
        >
          <AppShell.Section grow component={ScrollArea} p="sm">
            <SideMenu onNavigate={mobile.close} />
          </AppShell.Section>
        </AppShell.Navbar>

        <AppShell.Main bg="gray.0">
          <Box maw={1280} mx="auto">
            <EmailConfirmationBanner />
            <BusinessSwitcher />
            <Outlet />
          </Box>
        </AppShell.Main>
      </AppShell>
    </RegistrationGateProvider>
  );
}

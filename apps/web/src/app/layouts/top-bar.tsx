// The top bar of docs/reference/web.md 'Screens': the side-menu toggle, a welcome greeting with the user's
// welcome name, a notification badge (notification-bell.tsx) and the profile menu (Dashboard, Settings, Sign
// out).
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Anchor, Avatar, Burger, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLayoutDashboard, IconLogout, IconSettings } from '@tabler/icons-react';
import { Wordmark } from '../../components/wordmark';
import { paths } from '../../config/paths';
import { useProfile } from '../../lib/api/profile/get-profile';
import { NotificationBell } from './notification-bell';

interface TopBarProps {
  menuOpened: { mobile: boolean; desktop: boolean };
  onToggleMobile: () => void;
  onToggleDesktop: () => void;
}

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words.length === 0
    ? ''
    : words
        .slice(0, 2)
        .map((word) => word[0]?.toUpperCase())
        .join('');
}

export function TopBar({ menuOpened, onToggleMobile, onToggleDesktop }: TopBarProps) {
  const { t } = useTranslation();
  const { data: profile } = useProfile();
  const name = profile?.welcomename ?? '';

  return (
    <Group h="100%" px={{ base: 'sm', sm: 'md' }} justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={menuOpened.mobile}
          onClick={onToggleMobile}
          hiddenFrom="sm"
          size="sm"
          aria-label={menuOpened.mobile ? t('top_bar.hide_menu') : t('top_bar.show_menu')}
          aria-expanded={menuOpened.mobile}
        />
        <Burger
          opened={menuOpened.desktop}
          onClick={onToggleDesktop}
          visibleFrom="sm"
          size="sm"
          aria-label={menuOpened.desktop ? t('top_bar.hide_menu') : t('top_bar.show_menu')}
          aria-expanded={menuOpened.desktop}
        />
        <Anchor component={Link} to={paths.dashboard} underline="never" aria-label={t('top_bar.home')}>
          <Wordmark size="md" />
        </Anchor>
      </Group>

      <Group gap="xs" wrap="nowrap">
        <Text visibleFrom="sm" fw={500} size="sm" mr="xs" truncate maw={280} data-testid="welcome-greeting">
          {name ? t('top_bar.welcome_name', { name }) : t('top_bar.welcome')}
        </Text>

        <NotificationBell />

        <Menu position="bottom-end" shadow="md" width={220}>
          <Menu.Target>
            <UnstyledButton aria-label={t('top_bar.profile_menu')} style={{ borderRadius: 999 }}>
              <Group gap={4} wrap="nowrap">
                <Avatar color="blue" radius="xl" size={34} alt={name || t('top_bar.your_profile')}>
                  {initialsOf(name)}
                </Avatar>
                <IconChevronDown size={14} stroke={1.8} aria-hidden />
              </Group>
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            {profile && (
              <Menu.Label>
                <Text size="sm" fw={600} c="dark.7" truncate>
                  {name}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {profile.email}
                </Text>
              </Menu.Label>
            )}
            <Menu.Item component={Link} to={paths.dashboard} leftSection={<IconLayoutDashboard size={16} />}>
              {t('menu.dashboard')}
            </Menu.Item>
            <Menu.Item component={Link} to={paths.setting} leftSection={<IconSettings size={16} />}>
              {t('menu.settings')}
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item component={Link} to={paths.logout} color="red" leftSection={<IconLogout size={16} />}>
              {t('top_bar.sign_out')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Group>
  );
}

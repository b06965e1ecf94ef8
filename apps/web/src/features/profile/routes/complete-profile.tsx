// Business type (docs/reference/profile.md 'Screens'): sole trader or limited company, each leading to its
// form.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconBuildingSkyscraper, IconUser } from '@tabler/icons-react';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/page-title';

const CHOICES = [
  {
    to: paths.soleTrader,
    title: 'company_types.sole_trader',
    text: 'complete.sole_trader_text',
    icon: IconUser,
  },
  {
    to: paths.limitedCompany,
    title: 'company_types.limited_company',
    text: 'complete.limited_company_text',
    icon: IconBuildingSkyscraper,
  },
] as const;

export default function CompleteProfile() {
  const { t } = useTranslation('profile');
  usePageTitle(t('complete.page_title'));
  return (
    <Stack gap="lg" maw={760} mx="auto">
      <div>
        <Title order={1} size="h2">
          {t('complete.title')}
        </Title>
        <Text c="dimmed">{t('complete.subtitle')}</Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {CHOICES.map(({ to, title, text, icon: Icon }) => (
          // The link is named by all it shows (title and description), so a spoken command of the visible
          // words finds it (WCAG 2.5.3, axe's label-content-name-mismatch).
          <UnstyledButton key={to} component={Link} to={to}>
            <Card withBorder padding="lg" radius="md" h="100%">
              <Stack gap="sm">
                <ThemeIcon size={44} radius="md" variant="light">
                  <Icon size={26} aria-hidden />
                </ThemeIcon>
                <Text fw={600} size="lg">
                  {t(title)}
                </Text>
                <Text size="sm" c="dimmed">
                  {t(text)}
                </Text>
              </Stack>
            </Card>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

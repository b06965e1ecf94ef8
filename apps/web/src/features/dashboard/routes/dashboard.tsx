// The dashboard (docs/reference/documents.md 'What it does' and 'Screens'; issue 14): the three quick-add
// links and how the business is doing (figures and a 12-month chart). While the business profile is
// incomplete the links open the 'Complete Registration' dialog (section 4). One greeting: the top bar's from
// 576 px, this page's below it, where the top bar has no room for one.
import { Link } from 'react-router';
import {
  Alert,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconArrowRight,
  IconFileInvoice,
  IconFileText,
  IconUserCheck,
  IconWallet,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/page-title';
import { useProfile } from '../../../lib/api/profile/get-profile';
import { useRegistrationGate } from '../../../hooks/use-registration-gate';
import { BusinessFigures } from '../components/business-figures';
import classes from './dashboard.module.css';
import { OwnerOnly } from '../../../components/owner-only';
import { useIsAccountant } from '../../../lib/chosen-business';

const quickLinks = [
  {
    to: paths.addQuotation,
    key: 'quotation',
    icon: IconFileText,
    color: 'blue',
  },
  {
    to: paths.addInvoice,
    key: 'invoice',
    icon: IconFileInvoice,
    color: 'teal',
  },
  {
    to: paths.addExpense,
    key: 'expense',
    icon: IconWallet,
    color: 'orange',
  },
];

export default function Dashboard() {
  const { t } = useTranslation('dashboard');
  usePageTitle(t('title'));
  const profile = useProfile();
  const gate = useRegistrationGate();
  const accountant = useIsAccountant();
  const name = profile.data?.welcomename;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('title')}
        </Title>
        {profile.isLoading ? (
          <Skeleton h={16} w={220} mt={8} />
        ) : (
          <Text c="dimmed" mt={4}>
            <Text span hiddenFrom="sm" inherit data-testid="dashboard-greeting">
              {name ? t('greeting_named', { name }) : t('greeting')}
            </Text>
            {t('question')}
          </Text>
        )}
      </div>

      {gate.blocked && !accountant && (
        <Alert color="yellow" variant="light" icon={<IconUserCheck size={20} />} title={t('setup.title')}>
          <Text size="sm">{t('setup.text')}</Text>
          <Button
            component={Link}
            to={paths.completeProfile}
            size="xs"
            mt="sm"
            variant="filled"
            color="yellow.8"
          >
            {t('setup.button')}
          </Button>
        </Alert>
      )}

      <OwnerOnly>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {quickLinks.map(({ to, key, icon: Icon, color }) => (
            <Card
              key={to}
              component={Link}
              to={to}
              onClick={gate.guard}
              withBorder
              radius="lg"
              padding="lg"
              shadow="xs"
              className={classes.quickLink}
            >
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <ThemeIcon size={48} radius="md" variant="light" color={color} aria-hidden>
                  <Icon size={26} stroke={1.6} />
                </ThemeIcon>
                <IconArrowRight size={18} color="var(--mantine-color-gray-5)" aria-hidden />
              </Group>
              <Text fw={600} fz="lg" mt="md">
                {t(`quick.${key}_title`)}
              </Text>
              <Text size="sm" c="dimmed" mt={4}>
                {t(`quick.${key}_text`)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </OwnerOnly>

      <Stack gap="sm" component="section" aria-labelledby="business-figures-title">
        <div>
          <Title order={2} fz={{ base: 20, sm: 22 }} id="business-figures-title">
            {t('figures.title')}
          </Title>
          <Text size="sm" c="dimmed" mt={2}>
            {t('figures.currency_note')}
          </Text>
        </div>
        <BusinessFigures />
      </Stack>
    </Stack>
  );
}

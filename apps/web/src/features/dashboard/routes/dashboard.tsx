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
    title: 'New Quotation',
    text: 'Price a job and send the client a quotation.',
    icon: IconFileText,
    color: 'blue',
  },
  {
    to: paths.addInvoice,
    title: 'New Invoice',
    text: 'Bill a client and keep track of what they owe.',
    icon: IconFileInvoice,
    color: 'teal',
  },
  {
    to: paths.addExpense,
    title: 'New Expense',
    text: 'Record a purchase and keep its receipt.',
    icon: IconWallet,
    color: 'orange',
  },
];

export default function Dashboard() {
  usePageTitle('Dashboard');
  const profile = useProfile();
  const gate = useRegistrationGate();
  const accountant = useIsAccountant();
  const name = profile.data?.welcomename;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Dashboard
        </Title>
        {profile.isLoading ? (
          <Skeleton h={16} w={220} mt={8} />
        ) : (
          <Text c="dimmed" mt={4}>
            <Text span hiddenFrom="sm" inherit data-testid="dashboard-greeting">
              {name ? `Welcome, ${name}. ` : 'Welcome. '}
            </Text>
            What would you like to do today?
          </Text>
        )}
      </div>

      {gate.blocked && !accountant && (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconUserCheck size={20} />}
          title="Finish setting up your business"
        >
          <Text size="sm">
            Add your company details once and they appear on every quotation and invoice you send.
          </Text>
          <Button
            component={Link}
            to={paths.completeProfile}
            size="xs"
            mt="sm"
            variant="filled"
            color="yellow.8"
          >
            Complete your profile
          </Button>
        </Alert>
      )}

      <OwnerOnly>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {quickLinks.map(({ to, title, text, icon: Icon, color }) => (
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
                {title}
              </Text>
              <Text size="sm" c="dimmed" mt={4}>
                {text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </OwnerOnly>

      <Stack gap="sm" component="section" aria-labelledby="business-figures-title">
        <div>
          <Title order={2} fz={{ base: 20, sm: 22 }} id="business-figures-title">
            How your business is doing
          </Title>
          <Text size="sm" c="dimmed" mt={2}>
            In your business&apos;s currency; invoices and expenses in other currencies are not included.
          </Text>
        </div>
        <BusinessFigures />
      </Stack>
    </Stack>
  );
}

// The landing page (docs/reference/accounts.md 'What it does' and 'Screens'): what the product is, where it
// runs, and Enter.
import { Link } from 'react-router';
import {
  Badge,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconArrowRight,
  IconBrandAndroid,
  IconBrandApple,
  IconFileInvoice,
  IconFileText,
  IconWallet,
  IconWorld,
} from '@tabler/icons-react';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/page-title';

const features = [
  {
    icon: IconFileText,
    title: 'Quotations',
    text: 'Price a job in minutes, send a professional PDF and turn it into an invoice once it is approved.',
  },
  {
    icon: IconFileInvoice,
    title: 'Invoices',
    text: 'Invoice clients with your own logo, taxes and bank details, record part payments and see what is due.',
  },
  {
    icon: IconWallet,
    title: 'Expenses',
    text: 'Snap receipts, file expenses by category and export them for your accountant at the end of the year.',
  },
];

const platforms = [
  { icon: IconBrandApple, label: 'iOS' },
  { icon: IconBrandAndroid, label: 'Android' },
  { icon: IconWorld, label: 'Web' },
];

export default function Landing() {
  usePageTitle('Dashboard');
  return (
    <Container size="lg">
      <Stack align="center" gap="lg" ta="center" py={{ base: 'md', sm: 'xl' }}>
        <Badge
          variant="light"
          size="lg"
          radius="xl"
          h="auto"
          py={4}
          styles={{ label: { whiteSpace: 'normal' } }}
        >
          For sole traders and limited companies
        </Badge>
        <Title order={1} fz={{ base: 32, sm: 48 }} lh={1.1} maw={760}>
          Quotation, invoice and expense management
        </Title>
        <Text size="lg" c="dimmed" maw={600}>
          Tradebook keeps your quotes, invoices, expenses, clients and items in one place, so you spend less
          time on paperwork and get paid sooner.
        </Text>
        <Group gap="xs" justify="center">
          <Text size="sm" fw={500}>
            Available on iOS, Android and web
          </Text>
          <Group gap={6} wrap="nowrap">
            {platforms.map(({ icon: Icon, label }) => (
              <ThemeIcon key={label} variant="light" color="gray" radius="xl" size={28} aria-hidden>
                <Icon size={16} />
              </ThemeIcon>
            ))}
          </Group>
        </Group>
        <Button component={Link} to={paths.login} size="lg" rightSection={<IconArrowRight size={18} />}>
          Enter
        </Button>
      </Stack>

      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" mt={{ base: 'xl', sm: 48 }}>
        {features.map(({ icon: Icon, title, text }) => (
          <Card key={title} withBorder radius="lg" padding="lg" shadow="xs">
            <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
              <Icon size={24} stroke={1.6} />
            </ThemeIcon>
            <Title order={2} fz="lg" mt="md">
              {title}
            </Title>
            <Text size="sm" c="dimmed" mt={6}>
              {text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}

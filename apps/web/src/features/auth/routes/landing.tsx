// The landing page (docs/reference/accounts.md 'What it does' and 'Screens'): what the product is, where it
// runs, and Enter.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
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
    key: 'quotations',
  },
  {
    icon: IconFileInvoice,
    key: 'invoices',
  },
  {
    icon: IconWallet,
    key: 'expenses',
  },
];

const platforms = [
  { icon: IconBrandApple, key: 'ios' },
  { icon: IconBrandAndroid, key: 'android' },
  { icon: IconWorld, key: 'web' },
];

export default function Landing() {
  const { t } = useTranslation('auth');
  usePageTitle(t('landing.page_title'));
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
          {t('landing.badge')}
        </Badge>
        <Title order={1} fz={{ base: 32, sm: 48 }} lh={1.1} maw={760}>
          {t('landing.title')}
        </Title>
        <Text size="lg" c="dimmed" maw={600}>
          {t('landing.intro')}
        </Text>
        <Group gap="xs" justify="center">
          <Text size="sm" fw={500}>
            {t('landing.platforms')}
          </Text>
          <Group gap={6} wrap="nowrap">
            {platforms.map(({ icon: Icon, key }) => (
              <ThemeIcon key={key} variant="light" color="gray" radius="xl" size={28} aria-hidden>
                <Icon size={16} />
              </ThemeIcon>
            ))}
          </Group>
        </Group>
        <Button component={Link} to={paths.login} size="lg" rightSection={<IconArrowRight size={18} />}>
          {t('landing.enter')}
        </Button>
      </Stack>

      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" mt={{ base: 'xl', sm: 48 }}>
        {features.map(({ icon: Icon, key }) => (
          <Card key={key} withBorder radius="lg" padding="lg" shadow="xs">
            <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
              <Icon size={24} stroke={1.6} />
            </ThemeIcon>
            <Title order={2} fz="lg" mt="md">
              {t(`landing.features.${key}.title`)}
            </Title>
            <Text size="sm" c="dimmed" mt={6}>
              {t(`landing.features.${key}.text`)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}

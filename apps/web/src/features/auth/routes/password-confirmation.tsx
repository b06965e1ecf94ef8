// After forgot password (docs/reference/accounts.md 'Screens'): the instructions were sent; Close goes to
// login.
import { useNavigate } from 'react-router';
import { Button, Center, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/page-title';
import { AuthCard } from '../components/auth-card';

export default function PasswordConfirmation() {
  usePageTitle('Password Confirmation');
  const navigate = useNavigate();
  return (
    <AuthCard title="Check your mailbox">
      <Stack gap="lg">
        <Center>
          <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
            <IconMailCheck size={34} stroke={1.5} />
          </ThemeIcon>
        </Center>
        <Text>
          We have sent instructions to reset your password to your email address. Please check your mailbox,
          and your spam folder if nothing arrives within a few minutes.
        </Text>
        <Text size="sm" c="dimmed">
          The link in the email works once and expires after one hour.
        </Text>
        <Button onClick={() => navigate(paths.login)} fullWidth size="md">
          Close
        </Button>
      </Stack>
    </AuthCard>
  );
}

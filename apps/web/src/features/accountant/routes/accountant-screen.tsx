// /accountant, the side menu's Accountant entry (docs/decisions/0240-accountant-screens.md): the owner
// invites an accountant, sees who has access since when and removes it, and reads the access log; the
// businesses the user serves as an accountant are opened from here too.
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useIsAccountant } from '../../../lib/chosen-business';
import { usePageTitle } from '../../../lib/page-title';
import { AccessLog } from '../components/access-log';
import { AccountantList } from '../components/accountant-list';
import { InviteAccountantForm } from '../components/invite-accountant-form';
import { ServedBusinesses } from '../components/served-businesses';

export default function AccountantScreen() {
  usePageTitle('Accountant');
  const accountant = useIsAccountant();
  return (
    <Stack gap="lg" maw={880}>
      <Title order={2}>Accountant</Title>
      {accountant ? (
        <Text>Only the owner of this business manages who has access to it.</Text>
      ) : (
        <>
          <Paper p="md" withBorder>
            <Stack gap="sm">
              <Title order={3}>Invite your accountant</Title>
              <Text size="sm">
                Your accountant signs in with their own account and reads everything: every list, document,
                PDF, report, export and receipt, and the period pack. They cannot change, send or delete
                anything, see your Stripe keys or change your settings.
              </Text>
              <InviteAccountantForm />
            </Stack>
          </Paper>
          <Stack gap="xs">
            <Title order={3}>Who has access</Title>
            <AccountantList />
          </Stack>
          <Stack gap="xs">
            <Title order={3}>Access log</Title>
            <AccessLog />
          </Stack>
        </>
      )}
      <ServedBusinesses />
    </Stack>
  );
}

// /accountant, the side menu's Accountant entry (docs/decisions/0240-accountant-screens.md): the owner
// invites an accountant, sees who has access since when and removes it, and reads the access log; the
// businesses the user serves as an accountant are opened from here too.
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useIsAccountant } from '../../../lib/chosen-business';
import { usePageTitle } from '../../../lib/page-title';
import { AccessLog } from '../components/access-log';
import { AccountantList } from '../components/accountant-list';
import { InviteAccountantForm } from '../components/invite-accountant-form';
import { ServedBusinesses } from '../components/served-businesses';

export default function AccountantScreen() {
  const { t } = useTranslation('accountant');
  usePageTitle(t('title'));
  const accountant = useIsAccountant();
  return (
    <Stack gap="lg" maw={880}>
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      {accountant ? (
        <Text>{t('owner_only')}</Text>
      ) : (
        <>
          <Paper p="md" withBorder>
            <Stack gap="sm">
              <Title order={2} size="h3">
                {t('invite.title')}
              </Title>
              <Text size="sm">{t('invite.text')}</Text>
              <InviteAccountantForm />
            </Stack>
          </Paper>
          <Stack gap="xs">
            <Title order={2} size="h3">
              {t('access.title')}
            </Title>
            <AccountantList />
          </Stack>
          <Stack gap="xs">
            <Title order={2} size="h3">
              {t('log.title')}
            </Title>
            <AccessLog />
          </Stack>
        </>
      )}
      <ServedBusinesses />
    </Stack>
  );
}

// /accountant/accept?token=… (the invitation's link, ADR 0240): signed in, the accountant accepts and
// opens the business read-only; signed out, they sign in or create an account with the invited address,
// then open the link again (the link keeps working until it is used).
import { Link, useSearchParams } from 'react-router';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSignedIn } from '../../../app/guards';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { useAcceptInvitation } from '../api/accountants';
import { useSwitchBusiness } from '../components/business-switcher';

export default function AcceptInvitation() {
  const { t } = useTranslation('accountant');
  usePageTitle(t('accept.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const signedIn = useSignedIn();
  const accept = useAcceptInvitation();
  const switchTo = useSwitchBusiness();
  return (
    <Stack gap="md" maw={520} mx="auto" p="md">
      <Title order={1} size="h2">
        {t('accept.title')}
      </Title>
      <Text>{t('accept.text')}</Text>
      {signedIn ? (
        <>
          {accept.isError && (
            <Text c="red" role="alert">
              {errorMessage(accept.error, ' ')}
            </Text>
          )}
          <Group>
            <Button
              loading={accept.isPending}
              onClick={() =>
                accept.mutate(token, {
                  onSuccess: (business) => switchTo({ id: business.business_id, name: business.name }),
                })
              }
            >
              {t('accept.button')}
            </Button>
          </Group>
        </>
      ) : (
        <>
          <Text>{t('accept.signed_out')}</Text>
          <Group>
            <Button component={Link} to={paths.login}>
              {t('accept.sign_in')}
            </Button>
            <Button component={Link} to={paths.register} variant="light">
              {t('accept.register')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}

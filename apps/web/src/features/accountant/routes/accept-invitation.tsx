// /accountant/accept?token=… (the invitation's link, ADR 0240): signed in, the accountant accepts and
// opens the business read-only; signed out, they sign in or create an account with the invited address,
// then open the link again (the link keeps working until it is used).
import { Link, useSearchParams } from 'react-router';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useSignedIn } from '../../../app/guards';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { useAcceptInvitation } from '../api/accountants';
import { useSwitchBusiness } from '../components/business-switcher';

export default function AcceptInvitation() {
  usePageTitle('Accountant invitation');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const signedIn = useSignedIn();
  const accept = useAcceptInvitation();
  const switchTo = useSwitchBusiness();
  return (
    <Stack gap="md" maw={520} mx="auto" p="md">
      <Title order={1} size="h2">
        Accountant invitation
      </Title>
      <Text>A business invites you to read its books on Tradebook, read-only.</Text>
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
              Accept invitation
            </Button>
          </Group>
        </>
      ) : (
        <>
          <Text>
            Sign in with the address the invitation was sent to, or create your free account with it, then
            open the link in the e-mail again.
          </Text>
          <Group>
            <Button component={Link} to={paths.login}>
              Sign in
            </Button>
            <Button component={Link} to={paths.register} variant="light">
              Create an account
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}

// An address the app does not know (a mistyped link, an old bookmark): say so, and offer the way home
// rather than moving the visitor somewhere they did not ask for (issue 14). Home sends a signed-in owner
// on to their dashboard.
import { Link } from 'react-router';
import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../lib/page-title';

export default function NotFoundPage() {
  usePageTitle('Page Not Found');
  return (
    <Center mih="100dvh" p="md" component="main">
      <Paper withBorder radius="lg" p="xl" maw={480} w="100%">
        <Stack gap="md">
          <Title order={1}>Page not found</Title>
          <Text>
            There is no page at this address. The link may be out of date, or the address may have a typing
            mistake in it.
          </Text>
          <Button component={Link} to={paths.home} style={{ alignSelf: 'flex-start' }}>
            Go to the home page
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}

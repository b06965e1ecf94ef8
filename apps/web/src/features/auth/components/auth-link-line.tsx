import { Link } from 'react-router';
import { Anchor, Text, type MantineSpacing } from '@mantine/core';

/** The line under a sign-in form that leads to another one: 'Already have an account? Log in'. */
export function AuthLinkLine({
  text,
  to,
  link,
  mt = 'lg',
}: {
  text: string;
  to: string;
  link: string;
  mt?: MantineSpacing;
}) {
  return (
    <Text size="sm" c="dimmed" ta="center" mt={mt}>
      {text}{' '}
      <Anchor component={Link} to={to} fw={500}>
        {link}
      </Anchor>
    </Text>
  );
}

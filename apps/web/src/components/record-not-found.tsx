import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor } from '@mantine/core';

/** An edit screen whose record does not exist for this user (deleted, or never theirs). */
export function RecordNotFound(props: {
  title: string;
  children: ReactNode;
  backTo: string;
  backLabel: string;
}) {
  return (
    <Alert color="red" title={props.title}>
      {props.children}{' '}
      <Anchor component={Link} to={props.backTo}>
        {props.backLabel}
      </Anchor>
    </Alert>
  );
}

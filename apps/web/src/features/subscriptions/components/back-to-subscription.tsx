import { Link } from 'react-router';
import { Button } from '@mantine/core';
import { paths } from '../../../config/paths';

/** The payment pages' way back to Settings > Subscription. */
export function BackToSubscription() {
  return (
    <Button component={Link} to={`${paths.setting}?tab=subscription`} variant="default">
      Back to Subscription
    </Button>
  );
}

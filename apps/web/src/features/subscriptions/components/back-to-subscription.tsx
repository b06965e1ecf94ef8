import { Link } from 'react-router';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';

/** The payment pages' way back to Settings > Subscription. */
export function BackToSubscription() {
  const { t } = useTranslation('subscriptions');
  return (
    <Button component={Link} to={`${paths.setting}?tab=subscription`} variant="default">
      {t('back')}
    </Button>
  );
}

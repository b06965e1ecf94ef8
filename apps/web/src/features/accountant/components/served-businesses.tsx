// The businesses that gave the signed-in user accountant access, each opened read-only.
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatOwnerMoment } from '../../../lib/dates/owner-locale';
import { useChosenBusiness } from '../../../lib/chosen-business';
import { useServedBusinesses } from '../api/accountants';
import { useSwitchBusiness } from './business-switcher';

export function ServedBusinesses() {
  const { t } = useTranslation('accountant');
  const formatMoment = useFormatOwnerMoment();
  const businesses = useServedBusinesses();
  const chosen = useChosenBusiness();
  const switchTo = useSwitchBusiness();
  const rows = businesses.data ?? [];
  if (rows.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {t('served.title')}
      </Title>
      {rows.map((business) => (
        <Group key={business.business_id} justify="space-between" wrap="wrap" gap="xs">
          <div>
            <Text size="sm" fw={500}>
              {business.name}
            </Text>
            <Text size="xs" c="dimmed">
              {t('served.since', { email: business.owner_email, when: formatMoment(business.since) })}
            </Text>
          </div>
          {chosen?.id === business.business_id ? (
            <Text size="sm">{t('served.open_now')}</Text>
          ) : (
            <Button
              size="xs"
              variant="light"
              aria-label={t('served.open_label', { name: business.name })}
              onClick={() => switchTo({ id: business.business_id, name: business.name })}
            >
              {t('served.open')}
            </Button>
          )}
        </Group>
      ))}
    </Stack>
  );
}

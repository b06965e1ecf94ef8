// The businesses that gave the signed-in user accountant access, each opened read-only.
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { formatMoment } from '../../../lib/format-time';
import { useChosenBusiness } from '../../../lib/chosen-business';
import { useServedBusinesses } from '../api/accountants';
import { useSwitchBusiness } from './business-switcher';

export function ServedBusinesses() {
  const businesses = useServedBusinesses();
  const chosen = useChosenBusiness();
  const switchTo = useSwitchBusiness();
  const rows = businesses.data ?? [];
  if (rows.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={3}>Businesses you serve</Title>
      {rows.map((business) => (
        <Group key={business.business_id} justify="space-between" wrap="wrap" gap="xs">
          <div>
            <Text size="sm" fw={500}>
              {business.name}
            </Text>
            <Text size="xs" c="dimmed">
              {business.owner_email} · since {formatMoment(business.since)}
            </Text>
          </div>
          {chosen?.id === business.business_id ? (
            <Text size="sm">Open now</Text>
          ) : (
            <Button
              size="xs"
              variant="light"
              aria-label={`Open ${business.name} read-only`}
              onClick={() => switchTo({ id: business.business_id, name: business.name })}
            >
              Open read-only
            </Button>
          )}
        </Group>
      ))}
    </Stack>
  );
}

// Shown above every screen while an accountant reads a business (ADR 0240): which business, that it is
// read-only, a switch to another business they serve, and the way back to their own account.
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Alert, Button, Group, Select, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { chooseBusiness, useChosenBusiness } from '../../../lib/chosen-business';
import { useServedBusinesses } from '../api/accountants';

/** Switches every call to `business` (null: one's own account) and reloads what was shown. */
export function useSwitchBusiness() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (business: { id: number; name: string } | null) => {
    chooseBusiness(business);
    queryClient.clear();
    navigate(paths.dashboard);
  };
}

export function BusinessSwitcher() {
  const { t } = useTranslation('accountant');
  const chosen = useChosenBusiness();
  const businesses = useServedBusinesses();
  const switchTo = useSwitchBusiness();
  if (!chosen) return null;
  const options = (businesses.data ?? []).map((b) => ({ value: String(b.business_id), label: b.name }));
  return (
    <Alert color="blue" icon={<IconEye size={18} />} mb="md" p="sm" aria-label={t('switcher.label')}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm">
          {t('switcher.reading_before')} <strong>{chosen.name}</strong> {t('switcher.reading_after')}
        </Text>
        <Group gap="xs" wrap="wrap">
          {options.length > 1 && (
            <Select
              aria-label={t('switcher.business')}
              size="xs"
              data={options}
              value={String(chosen.id)}
              allowDeselect={false}
              onChange={(value) => {
                const next = options.find((option) => option.value === value);
                if (next) switchTo({ id: Number(next.value), name: next.label });
              }}
            />
          )}
          <Button size="xs" variant="white" onClick={() => switchTo(null)}>
            {t('switcher.back')}
          </Button>
        </Group>
      </Group>
    </Alert>
  );
}

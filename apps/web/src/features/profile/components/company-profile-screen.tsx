// The /sole-trader and /limited-company screens: a heading and the profile form for that company type.
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CompanyType } from '@tradebook/domain/profile/profile.schemas';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/page-title';
import { ProfileForm } from '../../../components/profile-form/profile-form';
import { ReadOnlyNote } from '../../../components/owner-only';
import { useIsAccountant } from '../../../lib/chosen-business';

export function CompanyProfileScreen({ companyType }: { companyType: CompanyType }) {
  const { t } = useTranslation('profile');
  const title = t(
    companyType === 'Sole Trader' ? 'company_types.sole_trader' : 'company_types.limited_company',
  );
  usePageTitle(title);
  const accountant = useIsAccountant();
  return (
    <Stack gap="lg" maw={900} mx="auto">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text c="dimmed">{t('screen.subtitle')}</Text>
        </div>
        <Anchor component={Link} to={paths.completeProfile} size="sm">
          {t('screen.change_type')}
        </Anchor>
      </Group>
      {/* An accountant reads the business: a note instead of a form (ADR 0240). */}
      {accountant ? (
        <ReadOnlyNote />
      ) : (
        <Card withBorder padding="lg" radius="md">
          <ProfileForm companyType={companyType} />
        </Card>
      )}
    </Stack>
  );
}

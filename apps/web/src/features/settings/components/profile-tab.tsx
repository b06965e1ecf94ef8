// Profile (docs/reference/settings.md 'Screens'): the form of the user's company type, or a link to choose
// one.
import { Link } from 'react-router';
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isCompanyType } from '@tradebook/domain/profile/profile.schemas';
import { paths } from '../../../config/paths';
import type { Profile } from '@tradebook/domain/profile/profile-answer.schemas';
import { ProfileForm } from '../../../components/profile-form/profile-form';

export function ProfileTab({ profile }: { profile: Profile }) {
  const { t } = useTranslation('settings');
  if (isCompanyType(profile.companytype)) return <ProfileForm companyType={profile.companytype} />;
  return (
    <Text>
      <Anchor component={Link} to={paths.completeProfile}>
        {t('profile.complete_link')}
      </Anchor>
    </Text>
  );
}

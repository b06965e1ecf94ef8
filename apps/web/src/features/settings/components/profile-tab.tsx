// Profile (docs/reference/settings.md 'Screens'): the form of the user's company type, or a link to choose
// one.
import { Link } from 'react-router';
import { Anchor, Text } from '@mantine/core';
import { isCompanyType } from '@tradebook/domain/profile/profile.schemas';
import { paths } from '../../../config/paths';
import type { Profile } from '@tradebook/domain/profile/profile-answer.schemas';
import { ProfileForm } from '../../../components/profile-form/profile-form';

export function ProfileTab({ profile }: { profile: Profile }) {
  if (isCompanyType(profile.companytype)) return <ProfileForm companyType={profile.companytype} />;
  return (
    <Text>
      <Anchor component={Link} to={paths.completeProfile}>
        Please complete your profile by clicking here
      </Anchor>
    </Text>
  );
}

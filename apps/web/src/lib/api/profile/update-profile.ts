// POST update_profile (docs/reference/profile.md 'Calls'): the company profile as a multipart form, with the
// logo file when a new one was chosen. The profile is refreshed afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileRequest } from '@tradebook/domain/profile/profile.schemas';
import { apiPost } from '../../api-client';
import { PROFILE_QUERY_KEY } from './get-profile';
import type { Profile } from '@tradebook/domain/profile/profile-answer.schemas';

export interface UpdateProfileInput {
  profile: Omit<UpdateProfileRequest, 'image' | 'is_logo'>;
  /** The resized logo (lib/images/resize-logo.ts), when the user chose a new one. */
  logo?: Blob | null;
}

export function toProfileFormData({ profile, logo }: UpdateProfileInput): FormData {
  const form = new FormData();
  form.append('fullname', profile.fullname);
  form.append(
    'business_category_id',
    profile.business_category_id === null ? '' : String(profile.business_category_id),
  );
  form.append('postal_address', profile.postal_address);
  form.append('street2', profile.street2);
  form.append('state', profile.state);
  form.append('zip', profile.zip);
  if (profile.city !== undefined) form.append('city', profile.city);
  form.append('phone1', profile.phone1);
  form.append('mobile', profile.mobile);
  form.append('website', profile.website);
  form.append('companyname', profile.companyname);
  form.append('companytype', profile.companytype);
  form.append('is_logo', logo ? 'Y' : 'N');
  if (logo) form.append('image', logo, 'logo.jpg');
  return form;
}

export async function updateProfile(
  input: UpdateProfileInput,
): Promise<{ message: string; profile: Profile }> {
  const envelope = await apiPost<Profile>('update_profile', toProfileFormData(input));
  return { message: String(envelope.message), profile: envelope.response };
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ profile }) => {
      queryClient.setQueryData(PROFILE_QUERY_KEY, profile);
      return queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
    },
  });
}

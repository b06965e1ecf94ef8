// GET get_profile: the signed-in user (docs/reference/profile.md 'Fields' and 'Calls'). Every screen that
// needs the user's name, currency symbol or profile state reads it through useProfile(), so there is one
// request and one cache entry (['profile']), refreshed after each profile or settings change.
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../api-client';
import type { Profile } from '@tradebook/domain/profile/profile-answer.schemas';
import { PROFILE_QUERY_KEY } from './profile-query-key';

export { PROFILE_QUERY_KEY };

export async function getProfile(): Promise<Profile> {
  const envelope = await apiGet<Profile>('get_profile');
  return envelope.response;
}

export function useProfile() {
  return useQuery({ queryKey: PROFILE_QUERY_KEY, queryFn: getProfile });
}

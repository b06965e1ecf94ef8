// Screens that need a complete business profile (docs/reference/profile.md 'What it does': quotations,
// invoices and expenses): while the profile is incomplete the 'Complete Registration' dialog opens and the
// user goes back to the dashboard (docs/reference/profile.md 'Statuses'). `profile` is the signed-in user
// once it is known to be complete; undefined while it loads or when the user is being sent away.
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { isProfileComplete } from '@tradebook/domain/profile/profile-complete';
import { paths } from '../config/paths';
import { useProfile } from '../lib/api/profile/get-profile';
import { useRegistrationGate } from './use-registration-gate';

export function useCompleteProfile() {
  const navigate = useNavigate();
  const gate = useRegistrationGate();
  const query = useProfile();
  const incomplete = query.data !== undefined && !isProfileComplete(query.data);

  useEffect(() => {
    if (!incomplete) return;
    gate.openDialog();
    navigate(paths.dashboard, { replace: true });
  }, [incomplete, gate, navigate]);

  return { query, profile: incomplete ? undefined : query.data };
}

// What every kind's add screen waits for before it shows the editor (spec 001 section 2), kind-neutral
// (ADR 0204): the profile (an incomplete one opens the 'Complete Registration' dialog and goes back to the
// dashboard), the kind's next number (a failed fetch says why once; Next then reports the missing number),
// the terms and the tax settings. `ready` is false until all have answered (a failure counts as answered,
// so the form stays usable).
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { isProfileComplete } from '@tradebook/domain/profile/profile-complete';
import { paths } from '../config/paths';
import { errorMessage } from '../lib/api-client';
import { useProfile } from '../lib/api/profile/get-profile';
import { useTaxDetails } from '../lib/api/settings/get-tax-details';
import { useTermsDays } from '../lib/api/settings/get-terms-days';
import { notifyError } from '../lib/notify';
import { useRegistrationGate } from './use-registration-gate';

interface SettledQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

const settled = (query: { isPending: boolean; isError: boolean }) => !query.isPending || query.isError;

export function useNewDocumentSetup(number: SettledQuery) {
  const navigate = useNavigate();
  const gate = useRegistrationGate();
  const profile = useProfile();
  const terms = useTermsDays();
  const tax = useTaxDetails();
  const reported = useRef(false);

  const incomplete = profile.data !== undefined && !isProfileComplete(profile.data);
  useEffect(() => {
    if (!incomplete) return;
    gate.openDialog();
    navigate(paths.dashboard, { replace: true });
  }, [incomplete, gate, navigate]);

  useEffect(() => {
    if (number.isError && !reported.current) {
      reported.current = true;
      notifyError(errorMessage(number.error));
    }
  }, [number.isError, number.error]);

  useEffect(() => {
    if (profile.isError) notifyError(errorMessage(profile.error));
  }, [profile.isError, profile.error]);

  if (!profile.data || incomplete || !settled(number) || !settled(terms) || !settled(tax)) {
    return { ready: false as const };
  }
  return { ready: true as const, profile: profile.data, terms, tax };
}

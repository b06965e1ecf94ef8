// What every kind's add screen waits for before it shows the editor (docs/reference/documents.md 'Screens'),
// kind-neutral (ADR 0204): the profile (an incomplete one opens the 'Complete Registration' dialog and goes
// back to the dashboard), the kind's next number (a failed fetch says why once; Next then reports the missing
// number), the terms and the tax settings. `ready` is false until all have answered (a failure counts as
// answered, so the form stays usable).
import { useEffect, useRef } from 'react';
import { errorMessage } from '../lib/api-client';
import { useTaxDetails } from '../lib/api/settings/get-tax-details';
import { useTermsDays } from '../lib/api/settings/get-terms-days';
import { notifyError } from '../lib/notify';
import { useCompleteProfile } from './use-complete-profile';

interface SettledQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

const settled = (query: { isPending: boolean; isError: boolean }) => !query.isPending || query.isError;

export function useNewDocumentSetup(number: SettledQuery) {
  const { query: profile, profile: complete } = useCompleteProfile();
  const terms = useTermsDays();
  const tax = useTaxDetails();
  const reported = useRef(false);

  useEffect(() => {
    if (number.isError && !reported.current) {
      reported.current = true;
      notifyError(errorMessage(number.error));
    }
  }, [number.isError, number.error]);

  useEffect(() => {
    if (profile.isError) notifyError(errorMessage(profile.error));
  }, [profile.isError, profile.error]);

  if (!complete || !settled(number) || !settled(terms) || !settled(tax)) {
    return { ready: false as const };
  }
  return { ready: true as const, profile: complete, terms, tax };
}

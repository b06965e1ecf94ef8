// docs/reference/profile.md 'Statuses': while the business profile is incomplete, menu and dashboard
// navigation is blocked and the 'Complete Registration' dialog opens instead. The side menu and the dashboard
// share one gate, provided by RegistrationGateProvider
// (components/registration-gate/complete-registration-dialog.tsx).
import { createContext, useContext } from 'react';

export interface RegistrationGate {
  /** True once the profile is known to be incomplete; false while it loads or when it is complete. */
  blocked: boolean;
  /** A link's onClick: when blocked, cancels the navigation and opens the dialog. */
  guard: (event: { preventDefault: () => void }) => void;
  /** Opens the dialog. */
  openDialog: () => void;
}

export const RegistrationGateContext = createContext<RegistrationGate>({
  blocked: false,
  guard: () => undefined,
  openDialog: () => undefined,
});

export function useRegistrationGate(): RegistrationGate {
  return useContext(RegistrationGateContext);
}

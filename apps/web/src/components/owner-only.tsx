// What only the business's owner sees (docs/decisions/0240-accountant-screens.md): an accountant reads the
// business, so every button that creates, changes, sends, pays or deletes is wrapped in <OwnerOnly> and
// is not rendered for them; reads and downloads stay. The server refuses such calls (403) either way.
import { Alert } from '@mantine/core';
import { useChosenBusiness, useIsAccountant } from '../lib/chosen-business';

export function OwnerOnly({ children }: { children: React.ReactNode }) {
  return useIsAccountant() ? null : <>{children}</>;
}

/** Instead of a form an accountant may not save (settings, profile, subscription). */
export function ReadOnlyNote() {
  const business = useChosenBusiness();
  if (!business) return null;
  return (
    <Alert color="blue" title="Read-only">
      You are reading {business.name}&apos;s books: only its owner can change them.
    </Alert>
  );
}

// What only the business's owner sees (docs/decisions/0240-accountant-screens.md): an accountant reads the
// business, so every button that creates, changes, sends, pays or deletes is wrapped in <OwnerOnly> and
// is not rendered for them; reads and downloads stay. The server refuses such calls (403) either way.
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useChosenBusiness, useIsAccountant } from '../lib/chosen-business';

export function OwnerOnly({ children }: { children: React.ReactNode }) {
  return useIsAccountant() ? null : <>{children}</>;
}

/** Instead of a form an accountant may not save (settings, profile, subscription). */
export function ReadOnlyNote() {
  const { t } = useTranslation();
  const business = useChosenBusiness();
  if (!business) return null;
  return (
    <Alert color="blue" title={t('read_only.title')}>
      {t('read_only.text', { business: business.name })}
    </Alert>
  );
}

// The notice on an invoice, credit note or expense dated in a filed VAT period: its figures can no longer
// change, and a correction is a credit note in an open period
// (docs/decisions/0243-vat-return-filing-and-drill-down.md). Renders nothing for an open record. The
// period's dates are written as the screen's language writes them (English: as the API gives them;
// docs/decisions/0258-owner-formats-in-the-owners-language.md).
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatOwnerDate } from '../lib/dates/owner-locale';

export function VatLockNotice({ lock }: { lock: { from: string; to: string } | null | undefined }) {
  const { t, i18n } = useTranslation('tax');
  if (!lock) return null;
  const locale = i18n.language === 'en' ? undefined : i18n.language;
  return (
    <Alert color="blue" title={t('lock.title')} role="note">
      {t('lock.text', { from: formatOwnerDate(lock.from, locale), to: formatOwnerDate(lock.to, locale) })}
    </Alert>
  );
}

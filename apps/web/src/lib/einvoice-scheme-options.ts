// The electronic address schemes (Peppol's and the e-mail) as a select's options, each named in the
// screens' language (`shared:einvoice_schemes.<code>`) with its code: 'Leitweg-ID (German public sector)
// (0204)'. Used by Settings › E-invoices and the client form (ADR 0214, 0225).
import { useTranslation } from 'react-i18next';
import { EINVOICE_SCHEMES } from '@tradebook/domain/einvoices/einvoice-formats';

export function useEInvoiceSchemeOptions(): { value: string; label: string }[] {
  const { t } = useTranslation('shared');
  return EINVOICE_SCHEMES.map((scheme) => ({
    value: scheme.code,
    label: t('einvoice_scheme', {
      name: t(`einvoice_schemes.${scheme.code}`, { defaultValue: scheme.label }),
      code: scheme.code,
    }),
  }));
}

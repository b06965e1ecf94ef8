// /show-quotation/{quotation_number} (docs/reference/quotations.md 'Screens'): the shared PDF screen
// (components/document-screens) with the quotation's status, its date range, its client link and history,
// and Email Quotation (the composer, then quotation/emailSent).
import { useTranslation } from 'react-i18next';
import { DocumentActivity } from '../../../components/document-activity/document-activity';
import { DocumentShowScreen } from '../../../components/document-screens/document-show-screen';
import { paths } from '../../../config/paths';
import { QUOTATION_KIND } from '../../../lib/documents/kinds/quotation-kind';
import { useFormatCalendarDate } from '../../../lib/dates/business-locale';

export default function ShowQuotation() {
  const formatCalendarDate = useFormatCalendarDate();
  const { t } = useTranslation('kinds');
  return (
    <DocumentShowScreen
      kind={QUOTATION_KIND}
      pageTitle={t('quotations.show_title')}
      view={(data) => ({
        summary: t('quotations.summary', {
          from: formatCalendarDate(data.quotation_date),
          to: formatCalendarDate(data.expiry_date),
        }),
        activity: (
          <DocumentActivity
            kind="quotation"
            id={data.id}
            sent={data.sent_at !== null}
            decision={data.client_decision}
          />
        ),
        editPath: paths.editQuotation(data.quotation_number),
        documentId: data.id,
        mail: { documentDate: data.quotation_date, dueDate: data.expiry_date, paidMinor: 0 },
        emailDisabled: data.quotation_type === 'void',
      })}
    />
  );
}

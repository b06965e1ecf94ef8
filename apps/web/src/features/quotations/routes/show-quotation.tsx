// /show-quotation/{quotation_number} (docs/reference/quotations.md 'Screens'): the shared PDF screen with the
// quotation's status, its date range and Email Quotation (the composer, then quotation/emailSent). A blocked
// popup is explained with the spec's alert.
import { useParams } from 'react-router';
import { formatCalendarDate } from '@tradebook/domain/documents/dates';
import { toMinor } from '@tradebook/domain/money/money';
import { DocumentEmails } from '../../../components/document-emails/document-emails';
import { DocumentActivity } from '../../../components/document-activity/document-activity';
import { DocumentPdfPage } from '../../../components/document-pdf-page/document-pdf-page';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/page-title';
import { DocumentLoadProblem } from '../../../components/document-load-problem/document-load-problem';
import { useEmailDocument } from '../../../lib/api/documents/document-mutations';
import { useDocument } from '../../../lib/api/documents/document-queries';
import { QUOTATION_KIND } from '../../../lib/documents/kinds/quotation-kind';
import type { EmailQuotationInput } from '@tradebook/domain/quotations/quotation-requests.schemas';
import type { Quotation } from '@tradebook/domain/quotations/quotation.schemas';
import { QuotationStatusBadge } from '../components/quotation-status-badge';

export const EMAIL_SENT_MESSAGE = 'Email sent successfully';

export default function ShowQuotation() {
  usePageTitle('Show Quotation');
  const { id = '' } = useParams();
  const quotation = useDocument(QUOTATION_KIND, id);
  const email = useEmailDocument<Quotation, EmailQuotationInput>(QUOTATION_KIND);

  if (quotation.isPending || quotation.isError)
    return <DocumentLoadProblem kind={QUOTATION_KIND} error={quotation.error} />;

  const data = quotation.data;
  return (
    <DocumentPdfPage
      title={`Quotation ${data.quotation_number}`}
      status={<QuotationStatusBadge quotation={data} size="lg" />}
      summary={
        <>
          {data.client.business_name || data.client.name} · {formatCalendarDate(data.quotation_date)} to{' '}
          {formatCalendarDate(data.expiry_date)}
        </>
      }
      activity={
        <DocumentActivity
          kind="quotation"
          id={data.id}
          sent={data.sent_at !== null}
          decision={data.client_decision}
        />
      }
      editPath={paths.editQuotation(data.quotation_number)}
      pdfLink={data.pdfLink}
      email={{
        label: 'Email Quotation',
        to: data.client.email,
        facts: {
          kind: 'quotation',
          number: data.quotation_number,
          clientName: data.client.name || data.client.business_name,
          documentDate: data.quotation_date,
          dueDate: data.expiry_date,
          currencySymbol: data.currency.symbol,
          totalMinor: toMinor(data.total_amount_gross) ?? 0,
          paidMinor: 0,
        },
        send: (fields) => email.mutateAsync({ quotation_number: data.quotation_number, ...fields }),
        disabled: data.quotation_type === 'void',
        sentMessage: EMAIL_SENT_MESSAGE,
      }}
      emails={<DocumentEmails kind="quotation" documentId={data.id} />}
    />
  );
}

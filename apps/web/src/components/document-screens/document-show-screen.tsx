// The PDF screen of every kind of document (docs/reference/documents.md 'Screens';
// docs/decisions/0234-one-document-screen-set.md), driven by the kind's description: it reads the document
// named in the path, shows the shared loading or failure screen, and lays out the shared PDF page with the
// heading '<Kind> <number>', the client's name before the kind's summary, Email <Kind> (the composer, then
// the kind's e-mail call), the document's status as its kind words it, its e-invoice where the kind has one
// (ADR 0214, 0318) and its e-mails. The kind gives its summary, its links and buttons, and what its e-mail
// says beyond the client, the number and the total.
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toMinor } from '@tradebook/domain/money/money';
import type { DocumentMailFacts } from '@tradebook/domain/documents/document-mail';
import { useEmailDocument } from '../../lib/api/documents/document-mutations';
import { useDocument } from '../../lib/api/documents/document-queries';
import type { DocumentKind } from '../../lib/documents/kinds/document-kind';
import { usePageTitle } from '../../lib/page-title';
import { DocumentEmails } from '../document-emails/document-emails';
import { DocumentLoadProblem } from '../document-load-problem/document-load-problem';
import { DocumentStatus } from '../document-status/document-status';
import { EInvoicePanel, type DocumentFixLink } from '../einvoice-panel/einvoice-panel';
import { DocumentPdfPage, type DocumentPdfPageProps } from '../document-pdf-page/document-pdf-page';
import { useIsAccountant } from '../../lib/chosen-business';

/** What every kind's answer holds that the screen reads itself. */
export interface ShownDocument {
  client: { name: string; business_name: string; email: string };
  currency: { symbol: string };
  total_amount_gross: number;
  pdfLink: string;
  client_id?: number;
}

/** The kind's own part of its PDF screen. */
export interface DocumentShowView extends Pick<
  DocumentPdfPageProps,
  'link' | 'editPath' | 'emailBelow' | 'actions' | 'activity'
> {
  /** After the client's name: ' · <dates> · <figures>'. */
  summary: React.ReactNode;
  /** The id its e-mails are listed under. */
  documentId: number;
  /** What its e-mail says beyond the client, the number, the currency and the total. */
  mail: Pick<DocumentMailFacts, 'documentDate' | 'dueDate' | 'paidMinor' | 'creditedMinor' | 'creditNote'>;
  /** Whether it may not be e-mailed (a void document). */
  emailDisabled: boolean;
  /** Its e-invoice panel above the PDF (an invoice or a credit note that is not void), with where a
   * problem with the document itself is fixed (an invoice's edit screen). */
  einvoice?: { fix?: DocumentFixLink };
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const titleCase = (text: string) => text.split(' ').map(capitalised).join(' ');

export function DocumentShowScreen<Doc extends ShownDocument>({
  kind,
  pageTitle,
  view,
}: {
  kind: DocumentKind<Doc>;
  /** The browser tab's title: 'Show Invoice'. */
  pageTitle: string;
  view: (document: Doc) => DocumentShowView;
}) {
  const { t } = useTranslation(['document-screens', 'kinds']);
  usePageTitle(pageTitle);
  const { id = '' } = useParams();
  const query = useDocument(kind, id);
  const email = useEmailDocument<Doc, object>(kind);
  const accountant = useIsAccountant();
  if (query.isPending || query.isError) return <DocumentLoadProblem kind={kind} error={query.error} />;

  const data = query.data;
  const number = kind.numberOf(data);
  const { summary, documentId, mail, emailDisabled, einvoice, ...page } = view(data);
  return (
    <DocumentPdfPage
      {...page}
      // An accountant may not open the edit screen (ADR 0240): Back goes to the list.
      editPath={accountant ? kind.listPath : page.editPath}
      title={`${capitalised(kind.noun)} ${number}`}
      status={<DocumentStatus kind={kind} document={data} size="lg" />}
      summary={
        <>
          {data.client.business_name || data.client.name} · {summary}
        </>
      }
      pdfLink={data.pdfLink}
      email={{
        label: t('pdf.email', { kind: kind.name, noun: titleCase(kind.noun) }),
        to: data.client.email,
        facts: {
          kind: kind.name,
          number,
          clientName: data.client.name || data.client.business_name,
          currencySymbol: data.currency.symbol,
          totalMinor: toMinor(data.total_amount_gross) ?? 0,
          ...mail,
        },
        send: (fields) => email.mutateAsync({ [kind.numberField]: number, ...fields }),
        disabled: emailDisabled,
        sentMessage: t('kinds:messages.email_sent'),
      }}
      extra={
        einvoice &&
        kind.name !== 'quotation' && (
          <EInvoicePanel
            kind={kind.name}
            documentId={documentId}
            documentNumber={number}
            clientId={data.client_id ?? 0}
            documentFix={einvoice.fix}
          />
        )
      }
      emails={<DocumentEmails kind={kind.name} documentId={documentId} />}
    />
  );
}

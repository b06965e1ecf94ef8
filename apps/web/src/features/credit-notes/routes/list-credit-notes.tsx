// /list-credit-notes (issue 17): the shared document list (components/document-screens) with the credit
// note statuses and cards. A credit note is made from an invoice, so the add button leads to the invoices.
import { useTranslation } from 'react-i18next';
import { DocumentListScreen } from '../../../components/document-screens/document-list-screen';
import { paths } from '../../../config/paths';
import { CREDIT_NOTE_KIND } from '../../../lib/documents/kinds/credit-note-kind';
import { CreditNoteCard } from '../components/credit-note-card';

export default function ListCreditNotes() {
  const { t } = useTranslation('kinds');
  return (
    <DocumentListScreen
      kind={CREDIT_NOTE_KIND}
      pageTitle={t('credit_notes.list_title')}
      wording={{ purpose: t('credit_notes.purpose'), addLink: t('credit_notes.choose_invoice') }}
      addPath={paths.listInvoice}
      addLabel={t('credit_notes.add')}
      cols={{ base: 1, md: 2, xl: 3 }}
      renderCard={(note) => <CreditNoteCard key={note.id} note={note} />}
    />
  );
}

// /list-credit-notes (issue 17): the shared document list (components/document-screens) with the credit
// note statuses and cards. A credit note is made from an invoice, so the add button leads to the invoices.
import { DocumentListScreen } from '../../../components/document-screens/document-list-screen';
import { paths } from '../../../config/paths';
import { CREDIT_NOTE_KIND } from '../../../lib/documents/kinds/credit-note-kind';
import { CreditNoteCard } from '../components/credit-note-card';

export default function ListCreditNotes() {
  return (
    <DocumentListScreen
      kind={CREDIT_NOTE_KIND}
      pageTitle="Credit Notes"
      wording={{
        purpose:
          'A credit note corrects an invoice that was sent: it credits all of it or some of its lines, and ' +
          'lowers what the client owes. Open the invoice and choose Issue credit note.',
        addLink: 'Choose an invoice',
      }}
      addPath={paths.listInvoice}
      addLabel="Credit an invoice"
      cols={{ base: 1, md: 2, xl: 3 }}
      renderCard={(note) => <CreditNoteCard key={note.id} note={note} />}
    />
  );
}

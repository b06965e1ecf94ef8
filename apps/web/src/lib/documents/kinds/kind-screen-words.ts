// The words an invoice and a quotation say alike, each read from its own keys of the `kinds` catalogue
// (`invoice.title`, `quotation.title`, ...) in the screen's language each time it is read
// (docs/decisions/0254-kind-words-in-the-screens-language.md): the add and edit screens' words, and the
// questions before voiding or deleting one.
import type { DocumentForm, SavedDocumentFields } from '../document-form';
import type { ConfirmWords } from './document-kind';
import { kindText } from './kind-words';

/** The kinds whose screens are worded from their own keys. */
export type WordedKind = 'invoice' | 'quotation';

type FormWords = 'title' | 'labels' | 'expiryLabel' | 'messages';

/** A kind's add and edit screens: its own paths and fields, with its words from the catalogue. */
export function kindForm<Doc extends SavedDocumentFields>(
  kind: WordedKind,
  own: Omit<DocumentForm<Doc>, FormWords>,
): DocumentForm<Doc> {
  return {
    ...own,
    get title() {
      return kindText(`${kind}.title`);
    },
    labels: {
      get number() {
        return kindText(`${kind}.number`);
      },
      get date() {
        return kindText(`${kind}.date`);
      },
      get term() {
        return kindText(`${kind}.term`);
      },
    },
    get expiryLabel() {
      return kindText(`${kind}.expiry`);
    },
    messages: {
      get saved() {
        return kindText('messages.saved');
      },
      get updated() {
        return kindText('messages.updated');
      },
      get attachmentDeleted() {
        return kindText('messages.attachment_deleted');
      },
    },
  };
}

/** The question before voiding or deleting a document of the kind, and the toast once done. */
export function kindConfirmation(kind: WordedKind, action: 'void' | 'delete'): ConfirmWords {
  return {
    get title() {
      return kindText(`${kind}.${action}_title`);
    },
    question: (number) => kindText(`${kind}.${action}_question`, { number }),
    get done() {
      return kindText(action === 'void' ? 'messages.voided' : 'messages.deleted');
    },
  };
}

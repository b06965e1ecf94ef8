// The details dialog of a kind's list, made from its description and form (ADR 0235): '<Kind> <number>',
// the kind's status and related document, its expiry label, lines, attachments, PDF and edit paths; the
// kind adds only its own section (an invoice's payments).
import type { DocumentForm, SavedDocumentFields } from '../../lib/documents/document-form';
import type { DocumentKind } from '../../lib/documents/kinds/document-kind';
import { DocumentStatus } from '../document-status/document-status';
import { DocumentRelatedLink } from '../related-document-link';
import { DocumentDetails, type DetailsDocument } from './document-details';
import { DocumentPreviewModal } from './document-preview-modal';

export interface DocumentFormPreviewProps<Doc extends SavedDocumentFields & DetailsDocument> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  kind: DocumentKind<Doc, any, any>;
  form: DocumentForm<Doc>;
  /** The document to show, or null when closed. */
  number: string | null;
  onClose: () => void;
  /** The kind's own section under the totals. */
  children?: (document: Doc) => React.ReactNode;
}

export function DocumentFormPreview<Doc extends SavedDocumentFields & DetailsDocument>({
  kind,
  form,
  number,
  onClose,
  children,
}: DocumentFormPreviewProps<Doc>) {
  return (
    <DocumentPreviewModal kind={kind} number={number} onClose={onClose}>
      {(document) => {
        const shown = form.numberOf(document);
        return (
          <DocumentDetails
            document={document}
            number={shown}
            date={form.dateOf(document)}
            expiryLabel={form.expiryLabel}
            status={
              <>
                <DocumentStatus kind={kind} document={document} />
                <DocumentRelatedLink kind={kind} document={document} />
              </>
            }
            lines={form.linesOf(document)}
            attachments={form.attachmentsOf(document)}
            pdfPath={form.showPath(shown)}
            editPath={form.editPath(shown)}
          >
            {children?.(document)}
          </DocumentDetails>
        );
      }}
    </DocumentPreviewModal>
  );
}

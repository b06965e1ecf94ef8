// The details dialog a kind's list opens (docs/decisions/0234-one-document-screen-set.md): titled
// '<Kind> <number>', it reads the whole document when it opens (a list row carries no lines or images)
// and shows the kind's details of it.
import { useTranslation } from 'react-i18next';
import type { DocumentKind } from '../../lib/documents/kinds/document-kind';
import { useDocument } from '../../lib/api/documents/document-queries';
import { DocumentDetailsModal, LoadedDocument } from './document-details-modal';

interface PreviewProps<Doc> {
  kind: DocumentKind<Doc>;
  /** The document's details once read. */
  children: (document: Doc) => React.ReactNode;
}

function LoadedPreview<Doc>({ kind, number, children }: PreviewProps<Doc> & { number: string }) {
  const { t } = useTranslation('documents');
  return (
    <LoadedDocument
      query={useDocument(kind, number)}
      loadingLabel={t('details.loading', { noun: kind.noun })}
    >
      {children}
    </LoadedDocument>
  );
}

export function DocumentPreviewModal<Doc>({
  kind,
  number,
  onClose,
  children,
}: PreviewProps<Doc> & {
  /** The document to show, or null when closed. */
  number: string | null;
  onClose: () => void;
}) {
  const title = kind.noun.charAt(0).toUpperCase() + kind.noun.slice(1);
  return (
    <DocumentDetailsModal number={number} onClose={onClose} kindTitle={title}>
      {(shown) => (
        <LoadedPreview kind={kind} number={shown}>
          {children}
        </LoadedPreview>
      )}
    </DocumentDetailsModal>
  );
}

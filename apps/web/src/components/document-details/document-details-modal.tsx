// The dialog around a document's details, shared by every kind (ADR 0204): titled with the kind's word and
// the number, full screen on a phone, and a loader or the call's error until the whole document arrives
// (a list row carries no lines or images, so the kind reads the document when the dialog opens).
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '@mantine/hooks';
import { Alert, Center, Loader, Modal } from '@mantine/core';
import { errorMessage } from '../../lib/api-client';

export interface DocumentDetailsModalProps {
  /** The number of the document to show, or null when closed. */
  number: string | null;
  onClose: () => void;
  /** The kind's word for the title: 'Quotation', 'Invoice'. */
  kindTitle: string;
  /** Renders the kind's loaded details for the number (it calls the kind's query hook). */
  children: (number: string) => React.ReactNode;
}

export function DocumentDetailsModal({ number, onClose, kindTitle, children }: DocumentDetailsModalProps) {
  const narrow = useMediaQuery('(max-width: 30em)');
  const { t } = useTranslation('documents');
  return (
    <Modal
      opened={number !== null}
      onClose={onClose}
      title={number ? t('details.title', { kind: kindTitle, number }) : kindTitle}
      size="xl"
      fullScreen={narrow}
      closeButtonProps={{ 'aria-label': t('details.close') }}
    >
      {number && children(number)}
    </Modal>
  );
}

/** The loader or error shown until a document's query answers, then the details it renders. */
export function LoadedDocument<T>({
  query,
  loadingLabel,
  children,
}: {
  query: { isError: boolean; error: unknown; data: T | undefined };
  /** The accessible name of the loader: 'Loading quotation'. */
  loadingLabel: string;
  children: (document: T) => React.ReactNode;
}) {
  if (query.isError) return <Alert color="red">{errorMessage(query.error)}</Alert>;
  if (!query.data) {
    return (
      <Center h={160}>
        <Loader aria-label={loadingLabel} />
      </Center>
    );
  }
  return <>{children(query.data)}</>;
}

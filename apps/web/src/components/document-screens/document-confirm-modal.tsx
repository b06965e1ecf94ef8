// The question asked before a document is deleted, voided or converted, for every kind
// (docs/decisions/0234-one-document-screen-set.md): the kind gives the title, the question, the button's
// word and colour, the call and its toast; the modal makes the call, shows the toast (or the server's
// reason) and closes. Deleting and voiding are asked in the kind's own words (its description's
// `confirmations`, ADR 0235), so a kind's list only says which document.
import { useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-client';
import { useDeleteDocument, useVoidDocument } from '../../lib/api/documents/document-mutations';
import type { DocumentKind } from '../../lib/documents/kinds/document-kind';
import { notifyError, notifySuccess } from '../../lib/notify';

export interface ConfirmChoice {
  title: string;
  question: string;
  /** The button that does it: 'Void', 'Delete', 'Convert to invoice'. */
  action: string;
  color?: 'red' | 'blue';
  run: () => Promise<unknown>;
  /** The toast once done: 'Void Successful.' */
  done: string;
  /** After the toast and closing (a conversion opens the new invoice). */
  after?: (result: unknown) => void;
}

export function DocumentConfirmModal({
  choice,
  onClose,
}: {
  choice: ConfirmChoice | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('document-screens');
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    if (!choice || pending) return;
    setPending(true);
    try {
      const result = await choice.run();
      notifySuccess(choice.done);
      onClose();
      choice.after?.(result);
    } catch (error) {
      notifyError(errorMessage(error));
    } finally {
      setPending(false);
    }
  };
  return (
    <Modal
      opened={choice !== null}
      onClose={onClose}
      title={choice?.title}
      closeButtonProps={{ 'aria-label': t('actions.close_dialog') }}
    >
      <Text mb="lg">{choice?.question}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t('actions.cancel')}
        </Button>
        <Button color={choice?.color ?? 'red'} onClick={confirm} loading={pending}>
          {choice?.action}
        </Button>
      </Group>
    </Modal>
  );
}

/** A delete or a void asked for one document (or list row) of a kind. */
export type DeleteOrVoid<D> = { action: 'delete' | 'void'; document: D } | null;

type Removable = { id: number; client_id: number };

/** The kind's question for a delete or void, making its call. */
export function useDeleteOrVoidChoice<Doc, Row>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  kind: DocumentKind<Doc, Row, any>,
): (confirm: NonNullable<DeleteOrVoid<(Doc | Row) & Removable>>) => ConfirmChoice {
  const { t } = useTranslation('document-screens');
  const voidDocument = useVoidDocument(kind);
  const deleteDocument = useDeleteDocument(kind);
  return ({ action, document }) => {
    const words = kind.confirmations?.[action];
    if (!words) throw new Error(`A ${kind.noun} cannot be ${action === 'void' ? 'voided' : 'deleted'}.`);
    return {
      title: words.title,
      question: words.question(kind.numberOf(document)),
      action: action === 'void' ? t('actions.void', { kind: kind.name }) : t('actions.delete'),
      run: () =>
        action === 'void'
          ? voidDocument.mutateAsync(document.id)
          : deleteDocument.mutateAsync({ id: document.id, client_id: document.client_id }),
      done: words.done,
    };
  };
}

/** The confirmation of a delete or void in the kind's words. */
export function DeleteOrVoidModal<Doc, Row>({
  kind,
  confirm,
  onClose,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  kind: DocumentKind<Doc, Row, any>;
  confirm: DeleteOrVoid<(Doc | Row) & Removable>;
  onClose: () => void;
}) {
  const choiceOf = useDeleteOrVoidChoice(kind);
  return <DocumentConfirmModal choice={confirm ? choiceOf(confirm) : null} onClose={onClose} />;
}

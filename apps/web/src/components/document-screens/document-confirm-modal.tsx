// The question asked before a document is deleted, voided or converted, for every kind
// (docs/decisions/0234-one-document-screen-set.md): the kind gives the title, the question, the button's
// word and colour, the call and its toast; the modal makes the call, shows the toast (or the server's
// reason) and closes.
import { useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { errorMessage } from '../../lib/api-client';
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
    <Modal opened={choice !== null} onClose={onClose} title={choice?.title}>
      <Text mb="lg">{choice?.question}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button color={choice?.color ?? 'red'} onClick={confirm} loading={pending}>
          {choice?.action}
        </Button>
      </Group>
    </Modal>
  );
}

// Asked before a record of a list (a client, an item) is deleted: the question names it; on Delete the
// call is made, then a toast says it is done, or why not (a client with documents is refused with a
// message worth showing).
import { Button, Group, Modal, Text } from '@mantine/core';
import { errorMessage } from '../../lib/api-client';
import { notifyError, notifySuccess } from '../../lib/notify';

export interface ConfirmDeleteWords {
  title: string;
  /** 'Delete Jane Doe?' */
  question: string;
  cancel: string;
  delete: string;
  /** The toast once deleted. */
  done: string;
  /** The close button's accessible name, when the dialog gives one. */
  close?: string;
}

export interface ConfirmDeleteDialogProps<Row> {
  /** The record to delete, or null when closed. */
  row: Row | null;
  onClose: () => void;
  words: ConfirmDeleteWords;
  remove: (row: Row) => Promise<unknown>;
  deleting: boolean;
}

export function ConfirmDeleteDialog<Row>({
  row,
  onClose,
  words,
  remove,
  deleting,
}: ConfirmDeleteDialogProps<Row>) {
  const confirm = async () => {
    if (row === null) return;
    try {
      await remove(row);
      notifySuccess(words.done);
      onClose();
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };
  return (
    <Modal
      closeButtonProps={words.close === undefined ? undefined : { 'aria-label': words.close }}
      opened={row !== null}
      onClose={onClose}
      title={words.title}
    >
      <Text mb="lg">{words.question}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {words.cancel}
        </Button>
        <Button color="red" onClick={confirm} loading={deleting}>
          {words.delete}
        </Button>
      </Group>
    </Modal>
  );
}

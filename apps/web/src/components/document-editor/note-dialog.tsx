// The Note dialog of quotations and invoices: a free text printed on the document.
import { useState } from 'react';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';

export interface NoteDialogProps {
  opened: boolean;
  note: string;
  onSave: (note: string) => void;
  onClose: () => void;
  /** Read-only, e.g. when the document can no longer be edited. */
  disabled?: boolean;
}

export const NOTE_MAX_LENGTH = 2000;

function NoteForm({ note, onSave, onClose, disabled }: Omit<NoteDialogProps, 'opened'>) {
  const [text, setText] = useState(note);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSave(text.trim());
        onClose();
      }}
    >
      <Stack gap="md">
        <Textarea
          label="Note text"
          description="Shown on the document, under the totals."
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          autosize
          minRows={4}
          maxRows={12}
          maxLength={NOTE_MAX_LENGTH}
          disabled={disabled}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={disabled}>
            Save Note
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function NoteDialog({ opened, onClose, ...props }: NoteDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Note" size="lg">
      {opened && <NoteForm {...props} onClose={onClose} />}
    </Modal>
  );
}

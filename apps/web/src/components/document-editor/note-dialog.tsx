// The Note dialog of quotations and invoices: a free text printed on the document.
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('documents');
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
          label={t('note.text')}
          description={t('note.hint')}
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
            {t('note.cancel')}
          </Button>
          <Button type="submit" disabled={disabled}>
            {t('note.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function NoteDialog({ opened, onClose, ...props }: NoteDialogProps) {
  const { t } = useTranslation('documents');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('note.title')}
      closeButtonProps={{ 'aria-label': t('editor.close_dialog') }}
      size="lg"
    >
      {opened && <NoteForm {...props} onClose={onClose} />}
    </Modal>
  );
}

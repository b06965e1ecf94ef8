// The File and Note buttons of a document card (docs/reference/documents.md 'Screens'), shared by every kind
// (ADR 0204): each shows only when the row has images or a note, and the kind says what each opens.
import { useTranslation } from 'react-i18next';
import { Button } from '@mantine/core';
import { IconNote, IconPaperclip } from '@tabler/icons-react';

export interface FileNoteButtonsProps {
  number: string;
  hasFiles: boolean;
  hasNote: boolean;
  onFile: () => void;
  onNote: () => void;
}

export function FileNoteButtons({ number, hasFiles, hasNote, onFile, onNote }: FileNoteButtonsProps) {
  const { t } = useTranslation('kinds');
  return (
    <>
      {hasFiles && (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPaperclip size={14} />}
          onClick={onFile}
          aria-label={t('card.file_of', { number })}
        >
          {t('card.file')}
        </Button>
      )}
      {hasNote && (
        <Button
          size="xs"
          variant="light"
          color="gray"
          leftSection={<IconNote size={14} />}
          onClick={onNote}
          aria-label={t('card.note_of', { number })}
        >
          {t('card.note')}
        </Button>
      )}
    </>
  );
}

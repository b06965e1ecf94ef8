// A list card's owner-only Edit (a link to the edit screen) and Delete buttons, each named for the record.
import { Link } from 'react-router';
import { ActionIcon } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { OwnerOnly } from '../owner-only';

export interface EditDeleteActionsProps {
  editPath: string;
  /** 'Edit Jane Doe' */
  editLabel: string;
  /** 'Delete Jane Doe' */
  deleteLabel: string;
  onDelete: () => void;
}

export function EditDeleteActions({ editPath, editLabel, deleteLabel, onDelete }: EditDeleteActionsProps) {
  return (
    <OwnerOnly>
      <ActionIcon component={Link} to={editPath} variant="subtle" aria-label={editLabel}>
        <IconEdit size={18} />
      </ActionIcon>
      <ActionIcon variant="subtle" color="red" aria-label={deleteLabel} onClick={onDelete}>
        <IconTrash size={18} />
      </ActionIcon>
    </OwnerOnly>
  );
}

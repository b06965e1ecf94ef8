// The Edit Line dialog's flow: a line not yet saved changes in the draft only; a line already saved on
// the server is read and saved through the kind's line calls (a quotation's eachItemDetail) first.
import { useState } from 'react';
import type { DraftLine } from '../../lib/documents/document-draft';
import type { EditedLine } from './edit-line-dialog';

/** How a line that is already saved on the server is edited (the kind's line calls). */
export interface SavedLineEditing {
  load: (line: DraftLine) => Promise<EditedLine>;
  /** Saves; answers the line as saved, or null when it failed (the toast is shown by then). */
  save: (line: DraftLine, values: EditedLine) => Promise<DraftLine | null>;
}

export function useLineEditing(
  savedLineEditing: SavedLineEditing | undefined,
  replaceLine: (key: string, line: DraftLine) => void,
) {
  const [editing, setEditing] = useState<DraftLine | null>(null);
  const editingSaved = editing !== null && editing.lineId !== null && savedLineEditing !== undefined;
  const load = editingSaved && editing ? () => savedLineEditing.load(editing) : undefined;
  /** Answers true to close the dialog. */
  const save = async (values: EditedLine) => {
    if (!editing) return true;
    if (editingSaved) {
      const saved = await savedLineEditing.save(editing, values);
      if (!saved) return false;
      replaceLine(editing.key, { ...saved, key: editing.key });
      return true;
    }
    replaceLine(editing.key, { ...editing, ...values });
    return true;
  };
  return { editing, setEditing, load, save };
}

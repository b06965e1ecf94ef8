// The document being edited and its live totals, with the changes the editor makes to it.
import { useMemo, useState } from 'react';
import {
  draftLineFromItemLine,
  draftTotals,
  type DocumentDraft,
  type DraftLine,
} from '../../lib/documents/document-draft';
import type { ItemLine } from '../../lib/items/item-line';

export function useDocumentDraft(initial: DocumentDraft) {
  const [draft, setDraft] = useState<DocumentDraft>(initial);
  const totals = useMemo(
    () => draftTotals(draft.lines, draft.discount, draft.taxes),
    [draft.lines, draft.discount, draft.taxes],
  );
  const update = (patch: Partial<DocumentDraft>) => setDraft((old) => ({ ...old, ...patch }));
  const replaceLine = (key: string, line: DraftLine) =>
    setDraft((old) => ({
      ...old,
      lines: old.lines.map((candidate) => (candidate.key === key ? line : candidate)),
    }));
  const addItemLine = (line: ItemLine) =>
    setDraft((old) => ({ ...old, lines: [...old.lines, draftLineFromItemLine(line)] }));
  const removeLine = (line: DraftLine) =>
    update({ lines: draft.lines.filter((candidate) => candidate.key !== line.key) });
  return { draft, totals, update, replaceLine, addItemLine, removeLine };
}

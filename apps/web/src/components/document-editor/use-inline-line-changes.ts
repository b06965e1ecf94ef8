// A quantity or unit price typed in a card (issue 14, ADR 0208) persists the way the Edit Item dialog's
// changes do: a line not saved yet changes in the draft only (the document's save sends it); a line
// already saved on the server is also saved at once through the kind's eachItemDetail/edit call, the
// dialog's own path (SavedLineEditing.save), so nothing typed waits on a later save to be kept.
// The draft takes the figure at once (the totals follow); the calls run one after another, each sending
// the line as last typed, and the server's answer replaces the line only when nothing newer was typed on
// it meanwhile. A call that fails has said why in a toast; the draft keeps what was typed, and the
// document's save sends it again.
import { useRef } from 'react';
import type { DraftLine } from '../../lib/documents/document-draft';
import type { LineFigures } from './document-item-card';
import type { EditedLine } from './edit-line-dialog';
import type { SavedLineEditing } from './use-line-editing';

const editedLine = (line: DraftLine): EditedLine => ({
  name: line.name,
  description: line.description,
  quantityMilli: line.quantityMilli,
  unitPriceMinor: line.unitPriceMinor,
  type: line.type,
});

export function useInlineLineChanges(
  savedLineEditing: SavedLineEditing | undefined,
  replaceLine: (key: string, line: DraftLine) => void,
) {
  const queue = useRef<Promise<void>>(Promise.resolve());
  /** Per line key: the line as last typed, and how many changes were typed on it. */
  const typed = useRef(new Map<string, { line: DraftLine; version: number }>());

  return (line: DraftLine, figures: LineFigures) => {
    const last = typed.current.get(line.key);
    const changed: DraftLine = { ...line, ...figures };
    if (changed.quantityMilli === line.quantityMilli && changed.unitPriceMinor === line.unitPriceMinor)
      return;
    replaceLine(line.key, changed);
    if (line.lineId === null || savedLineEditing === undefined) return;
    const version = (last?.version ?? 0) + 1;
    typed.current.set(line.key, { line: changed, version });
    queue.current = queue.current.then(async () => {
      const latest = typed.current.get(line.key);
      // A newer change on this line is queued behind; it sends the line as it stands then.
      if (!latest || latest.version !== version) return;
      const saved = await savedLineEditing.save(latest.line, editedLine(latest.line));
      if (saved && typed.current.get(line.key)?.version === version) {
        replaceLine(line.key, { ...saved, key: line.key });
      }
    });
  };
}

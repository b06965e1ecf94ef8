// The quotation being edited and its live totals, with the changes the editor makes to it.
import { useMemo, useState } from 'react';
import type { ItemLine } from '../../items/item-line';
import { draftLineFromItemLine, draftTotals, type DraftLine } from '../document-draft';
import type { QuotationDraft } from '../quotation-request';

export function useQuotationDraft(initial: QuotationDraft) {
  const [draft, setDraft] = useState<QuotationDraft>(initial);
  const totals = useMemo(
    () => draftTotals(draft.lines, draft.discount, draft.taxes),
    [draft.lines, draft.discount, draft.taxes],
  );
  const update = (patch: Partial<QuotationDraft>) => setDraft((old) => ({ ...old, ...patch }));
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

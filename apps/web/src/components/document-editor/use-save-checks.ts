// The editor's save step (ADR 0237): Next reads the draft through the kind's save (the domain's schema and
// the screen's checks). A refused save toasts each problem (the spec's messages, in its order), names what
// each field needs next to it until it is fixed, and puts the focus on the first field at fault.
import { useId, useState } from 'react';
import type { Totals } from '@tradebook/domain/documents/totals';
import type { DocumentDraft } from '../../lib/documents/document-draft';
import { prepareDocumentSave, type DocumentSave, type DraftField } from '../../lib/documents/document-save';
import { saveHints, type SaveHints } from '../../lib/documents/save-hints';
import { notifyError } from '../../lib/notify';

/** The element ids of the fields a problem can send the focus to. */
export type FieldIds = Partial<Record<DraftField, string>>;

export function useSaveChecks<Request>(
  save: DocumentSave<Request>,
  draft: DocumentDraft,
  totals: Totals,
  /** The business's currency: a document in another one needs its exchange rate. */
  businessCurrencyId?: number | null,
) {
  const base = useId();
  const ids = {
    number: `${base}-number`,
    client: `${base}-client`,
    date: `${base}-date`,
    term: `${base}-term`,
    lines: `${base}-lines`,
    rate: `${base}-rate`,
  } satisfies FieldIds;
  // After a refused Next, each field at fault says so beside it until it is fixed.
  const [tried, setTried] = useState(false);
  const hints: SaveHints = tried
    ? saveHints(prepareDocumentSave(save, draft, totals, businessCurrencyId).problems)
    : {};

  /** The request when the draft can be saved; otherwise undefined, with the problems reported. */
  const check = (): Request | undefined => {
    const { request, problems } = prepareDocumentSave(save, draft, totals, businessCurrencyId);
    setTried(true);
    if (problems.length === 0) return request;
    problems.forEach((problem) => notifyError(problem.message));
    const first = problems.find((problem) => problem.field && problem.field in ids)?.field;
    const target = first ? document.getElementById(ids[first as keyof typeof ids]) : null;
    target?.focus();
    return undefined;
  };
  return { ids, hints, check };
}

// What to do next, in the owner's words, next to the field that needs it (issue 14). The spec's save
// messages ('Client ID is required.', 'Total Gross Amount is required.') stay word for word as the toasts
// the spec quotes; these say the same thing where the owner is looking, as an instruction.
import type { DocumentDraft } from './document-draft';

export const SAVE_HINTS = {
  client: 'Choose a client',
  date: 'Choose the date',
  items: 'Add at least one item',
} as const;

export interface SaveHints {
  client?: string;
  date?: string;
  items?: string;
}

/** The hints a draft needs now; empty once it can be saved as far as these fields go. */
export function saveHints(draft: Pick<DocumentDraft, 'clientId' | 'date' | 'lines'>): SaveHints {
  return {
    ...(draft.clientId === null ? { client: SAVE_HINTS.client } : {}),
    ...(draft.date.trim() === '' ? { date: SAVE_HINTS.date } : {}),
    ...(draft.lines.length === 0 ? { items: SAVE_HINTS.items } : {}),
  };
}

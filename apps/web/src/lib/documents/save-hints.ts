// What to do next, in the owner's words, next to the field that needs it (issue 14). The spec's save
// messages ('Client ID is required.', 'Total Gross Amount is required.') stay word for word as the toasts
// the spec quotes; next to the field, a missing value says the same thing as an instruction. This is the
// one place where the schema's message is put in the screen's words; any other problem (a date that is no
// date, a term out of range) shows its own message there.
import { DOCUMENT_MESSAGES } from '@tradebook/domain/documents/document.schemas';
import { INVOICE_MESSAGES } from '@tradebook/domain/invoices/invoice-messages';
import { QUOTATION_MESSAGES } from '@tradebook/domain/quotations/quotation-messages';
import type { DraftField, SaveProblem } from './document-save';

export const SAVE_HINTS = {
  number: 'No number yet: reload the page to fetch the next one',
  client: 'Choose a client',
  date: 'Choose the date',
  term: 'Choose the term',
  lines: 'Add at least one item',
} as const satisfies Partial<Record<DraftField, string>>;

/** The spec's 'required' messages of the document saves. */
const REQUIRED = new Set<string>(
  [INVOICE_MESSAGES, QUOTATION_MESSAGES, DOCUMENT_MESSAGES].flatMap((messages) =>
    Object.entries(messages)
      .filter(([key]) => key.endsWith('Required'))
      .map(([, message]) => message),
  ),
);

export type SaveHints = Partial<Record<DraftField, string>>;

/** What each field at fault says next to it: the first problem of the field, in the owner's words. */
export function saveHints(problems: readonly SaveProblem[]): SaveHints {
  const hints: SaveHints = {};
  for (const { field, message } of problems) {
    if (!field || hints[field] !== undefined) continue;
    const instruction = field in SAVE_HINTS ? SAVE_HINTS[field as keyof typeof SAVE_HINTS] : undefined;
    hints[field] = REQUIRED.has(message) && instruction ? instruction : message;
  }
  return hints;
}

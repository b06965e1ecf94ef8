// What to do next, in the owner's words, next to the field that needs it (issue 14). The spec's save
// messages ('Client ID is required.', 'Total Gross Amount is required.') stay word for word as the toasts
// the spec quotes; next to the field, a missing value says the same thing as an instruction. This is the
// one place where the schema's message is put in the screen's words; any other problem (a date that is no
// date, a term out of range) shows its own message there.
import { DOCUMENT_MESSAGES } from '@tradebook/domain/documents/document.schemas';
import { INVOICE_MESSAGES } from '@tradebook/domain/invoices/invoice-messages';
import { QUOTATION_MESSAGES } from '@tradebook/domain/quotations/quotation-messages';
import type { DraftField, SaveProblem } from './document-save';
import { kindText } from './kinds/kind-words';

/** The instructions, read in the screen's language each time (docs/decisions/0254). */
export const SAVE_HINTS = {
  get number() {
    return kindText('save_hints.number');
  },
  get client() {
    return kindText('save_hints.client');
  },
  get date() {
    return kindText('save_hints.date');
  },
  get term() {
    return kindText('save_hints.term');
  },
  get lines() {
    return kindText('save_hints.lines');
  },
} satisfies Partial<Record<DraftField, string>>;

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

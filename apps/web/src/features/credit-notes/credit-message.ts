// The credit note's own messages on its screens (the domain's CREDIT_NOTE_MESSAGES and the line fields'
// LINE_MESSAGES, which the server answers in English) in the screen's language from the kinds catalogue
// (docs/decisions/0254); a message with one case's figures in it shows as it came.
import { CREDIT_NOTE_MESSAGES } from '@tradebook/domain/credit-notes/credit-note-messages';
import { LINE_MESSAGES } from '@tradebook/domain/documents/line-fields';
import { kindMessage } from '../../lib/documents/kinds/kind-words';

const MESSAGES = { ...LINE_MESSAGES, ...CREDIT_NOTE_MESSAGES };

/** One of the credit note's messages in the screen's language. */
export function creditMessage(message: string): string {
  return kindMessage('credit_messages', MESSAGES, message);
}

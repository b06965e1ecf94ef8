// The code of every message a refusal may carry (docs/reference/api.md 'Refusal codes', ADR 0380): the
// domain's groups, then the server's own messages. A message that matches none answers its refusal's kind
// ('validation', 'not_found'...) as its code.
import { createMessageCodes } from '@tradebook/domain/api/message-codes';
import { DOMAIN_MESSAGE_GROUPS } from '@tradebook/domain/api/domain-message-groups';
import type { ErrorCode } from '../app-error';
import { USED_LINK_MESSAGE } from '../exports/download-links';
import { READ_MESSAGES } from '../features/einvoices/engine/read-messages';
import { RECEIPT_MESSAGES } from '../features/receipts/receipt-messages';
import { IMAGE_MESSAGES } from '../files/images';
import { PDF_BUSY_MESSAGE } from '../pdf/pdf-pool';
import { NOT_AN_OBJECT_MESSAGE, NUL_TEXT_MESSAGE, TOO_MANY_FILES_MESSAGE } from './body-parsing';

const messageCodes = createMessageCodes({
  ...DOMAIN_MESSAGE_GROUPS,
  request: {
    notAnObject: NOT_AN_OBJECT_MESSAGE,
    nulText: NUL_TEXT_MESSAGE,
    tooManyFiles: TOO_MANY_FILES_MESSAGE,
  },
  image: IMAGE_MESSAGES,
  receipt: RECEIPT_MESSAGES,
  einvoice_read: READ_MESSAGES,
  export: { usedLink: USED_LINK_MESSAGE },
  pdf: { busy: PDF_BUSY_MESSAGE },
});

/** The code of one message of a refusal of `kind`. */
export function codeOfMessage(message: string, kind: ErrorCode): string {
  return messageCodes.codeOf(message) ?? kind;
}

/** The envelope's codes: `code` for its (first) message, and `codes` beside a list, one per message. */
export function refusalCodes(
  message: string | string[],
  kind: ErrorCode,
): { code: string; codes?: string[] } {
  if (!Array.isArray(message)) return { code: codeOfMessage(message, kind) };
  const codes = message.map((text) => codeOfMessage(text, kind));
  return { code: codes[0] ?? kind, codes };
}

/** Every code with its English text, for the reference page and the web's catalogue test. */
export function listMessageCodes(): [code: string, text: string][] {
  return messageCodes.entries();
}

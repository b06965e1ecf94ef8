// The code of every message a refusal may carry (docs/reference/api.md 'Refusal codes', ADR 0380): the
// domain's groups, then the server's own messages. A message that matches none answers its refusal's kind
// ('validation', 'not_found'...) as its code.
import { createMessageCodes, type MessageGroup } from '@tradebook/domain/api/message-codes';
import { DOMAIN_MESSAGE_GROUPS } from '@tradebook/domain/api/domain-message-groups';
import type { ErrorCode } from '../app-error';
import { NOT_AN_OBJECT_MESSAGE, NUL_TEXT_MESSAGE, TOO_MANY_FILES_MESSAGE } from './body-parsing';

const platformGroups: Record<string, MessageGroup> = {
  ...DOMAIN_MESSAGE_GROUPS,
  request: {
    notAnObject: NOT_AN_OBJECT_MESSAGE,
    nulText: NUL_TEXT_MESSAGE,
    tooManyFiles: TOO_MANY_FILES_MESSAGE,
  },
};
let featureGroups: Record<string, MessageGroup> = {};
let messageCodes = createMessageCodes(platformGroups);

/** Adds the message groups of the rooms above the http floor (files, exports, pdf and the features), which
 * app.ts hands in: http imports none of them. */
export function addMessageGroups(groups: Readonly<Record<string, MessageGroup>>): void {
  featureGroups = { ...featureGroups, ...groups };
  messageCodes = createMessageCodes({ ...platformGroups, ...featureGroups });
}

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

// The optional fields of quotation/emailSent and invoice/emailSent (issue 14, ADR 0209): who the e-mail
// goes to, who is copied, its subject and message. Each left out (or null) keeps what the e-mail said
// before the composer: the client's address, no Cc, the defaults of document-mail.ts. The web's composer
// checks its fields with the same schema, so a field's error reads the same on both sides.
import { z } from 'zod';
import { isSingleEmailAddress } from '../api/fields';

export const MAX_CC_ADDRESSES = 5;
export const MAX_MAIL_SUBJECT = 200;
export const MAX_MAIL_MESSAGE = 5000;

export const DOCUMENT_MAIL_MESSAGES = {
  toRequired: 'Please enter the email address to send to.',
  toInvalid: 'Please enter a valid email address.',
  ccInvalid: 'Please enter valid email addresses in Cc, separated by commas.',
  ccTooMany: `Cc can hold at most ${MAX_CC_ADDRESSES} addresses.`,
  subjectRequired: 'Subject is required.',
  subjectTooLong: `Subject must be at most ${MAX_MAIL_SUBJECT} characters.`,
  subjectOneLine: 'Subject must be on one line.',
  messageRequired: 'Message is required.',
  messageTooLong: `Message must be at most ${MAX_MAIL_MESSAGE} characters.`,
  // The same words as the door's refusal (apps/server/src/http/body-parsing.ts).
  noNul: 'Text must not contain NUL characters.',
  notText: (label: string) => `${label} must be text.`,
};

const M = DOCUMENT_MAIL_MESSAGES;
const NUL = /\0/;
// Any control character but tab: a subject is one header line. (Built from text, as fields.ts does, so
// the lint rule against control characters in a regex literal is not switched off.)
const CONTROL = new RegExp(String.raw`[\x00-\x08\x0a-\x1f\x7f]`);

/** An optional text field: missing or null is undefined; otherwise trimmed and checked by `check`, whose
 * answer (a message) is the field's error. */
function optionalChecked(label: string, check: (text: string) => string | undefined) {
  return z
    .union([z.string(), z.null()], { error: M.notText(label) })
    .optional()
    .transform((value, ctx): string | undefined => {
      if (value === null || value === undefined) return undefined;
      const text = value.trim();
      const problem = NUL.test(text) ? M.noNul : check(text);
      if (problem) {
        ctx.issues.push({ code: 'custom', message: problem, input: value });
        return z.NEVER;
      }
      return text;
    });
}

export const mailToField = optionalChecked('To', (text) => {
  if (text === '') return M.toRequired;
  return isSingleEmailAddress(text) ? undefined : M.toInvalid;
}).describe("One address; left out, the client's e-mail address.");

export const mailSubjectField = optionalChecked('Subject', (text) => {
  if (text === '') return M.subjectRequired;
  if (CONTROL.test(text)) return M.subjectOneLine;
  return text.length > MAX_MAIL_SUBJECT ? M.subjectTooLong : undefined;
}).describe(
  `1 to ${MAX_MAIL_SUBJECT} characters on one line; left out, e.g. 'Quotation QUO-000001 from <business>'.`,
);

export const mailMessageField = optionalChecked('Message', (text) => {
  if (text === '') return M.messageRequired;
  return text.length > MAX_MAIL_MESSAGE ? M.messageTooLong : undefined;
}).describe(
  `Plain text up to ${MAX_MAIL_MESSAGE} characters; a blank line starts a paragraph. Left out, a short ` +
    'message naming the document, its date and total. The signature (business name, e-mail) follows it.',
);

/** The Cc addresses of a text, or the message that refuses them. */
export function readCcAddresses(value: string | string[]): string[] | string {
  const parts = (Array.isArray(value) ? value : value.split(/[,;]/)).map((part) => part.trim());
  const addresses = [...new Set(parts.filter((part) => part !== ''))];
  if (addresses.some((address) => NUL.test(address))) return M.noNul;
  if (addresses.some((address) => !isSingleEmailAddress(address))) return M.ccInvalid;
  return addresses.length > MAX_CC_ADDRESSES ? M.ccTooMany : addresses;
}

export const mailCcField = z
  .union([z.string(), z.array(z.string({ error: M.ccInvalid })), z.null()], { error: M.ccInvalid })
  .optional()
  .transform((value, ctx): string[] => {
    if (value === null || value === undefined) return [];
    const read = readCcAddresses(value);
    if (typeof read === 'string') {
      ctx.issues.push({ code: 'custom', message: read, input: value });
      return z.NEVER;
    }
    return read;
  })
  .describe(
    `Up to ${MAX_CC_ADDRESSES} addresses, comma-separated ('a@x.com, b@y.com') or as a list; left out or ` +
      'blank, no Cc.',
  );

/** The fields a composer adds to the document's number. */
export const documentMailFields = {
  to: mailToField,
  cc: mailCcField,
  subject: mailSubjectField,
  message: mailMessageField,
};

export const DocumentMailFieldsSchema = z.object(documentMailFields);
export type DocumentMailFields = z.output<typeof DocumentMailFieldsSchema>;
/** What a caller sends (the web's composer sends strings). */
export type DocumentMailInput = z.input<typeof DocumentMailFieldsSchema>;

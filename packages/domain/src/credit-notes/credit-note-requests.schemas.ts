// The calls that name one credit note (issue 17; docs/decisions/0315): by its number, and its e-mail.
import { z } from 'zod';
import { requiredText } from '../api/fields';
import { documentMailFields } from '../documents/document-mail.schemas';
import { CREDIT_NOTE_MESSAGES } from './credit-note-messages';

export const CreditNoteNumberSchema = z.object({
  credit_note_number: requiredText(CREDIT_NOTE_MESSAGES.numberRequired, 40),
});

/** POST credit_note/emailSent: the number, and what the composer changed (each optional; ADR 0209). */
export const EmailCreditNoteSchema = CreditNoteNumberSchema.extend(documentMailFields);
export type EmailCreditNoteInput = z.input<typeof EmailCreditNoteSchema>;

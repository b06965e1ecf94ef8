// Accountant access (docs/decisions/0378-accountant-access.md): the owner invites an accountant by e-mail,
// the accountant accepts with their own account and then reads the business, naming it in the
// X-Business-Id header of each call; the owner sees who has access and every sign-in and download.
import { z } from 'zod';
import { emailField, wholeNumber } from '../api/fields';
import { successEnvelope } from '../api/envelope';

/** The header an accountant names the business in (its owner's user id); without it a call is their own. */
export const BUSINESS_HEADER = 'x-business-id';

/** How long an invitation's link works. */
export const INVITATION_DAYS = 14;
/** Accountants (invited or with access) a business may have at once. */
export const MAX_ACCOUNTANTS = 20;
/** Entries of the access log one call answers: the newest. */
export const ACCESS_LOG_ENTRIES = 100;

export const ACCOUNTANT_MESSAGES = {
  invited: 'Invitation sent.',
  accepted: 'You now have read-only access to this business.',
  removed: 'Access removed.',
  invalidLink: 'This invitation is invalid, used or has expired. Ask the business to invite you again.',
  notYourself: 'You cannot invite yourself.',
  alreadyHasAccess: 'This accountant already has access.',
  tooMany: `A business can have at most ${MAX_ACCOUNTANTS} accountants.`,
  ownBusiness: 'This invitation is from your own business.',
  wrongAccount: 'This invitation was sent to another e-mail address. Sign in with that address to accept it.',
  readOnly: 'An accountant has read-only access: only the owner can do this.',
  idRequired: 'Please choose an accountant.',
} as const;

export const InviteAccountantSchema = z.object({ email: emailField() });
export type InviteAccountantRequest = z.infer<typeof InviteAccountantSchema>;

export const AcceptInvitationSchema = z.object({
  token: z
    .string({ error: ACCOUNTANT_MESSAGES.invalidLink })
    .trim()
    .min(1, { error: ACCOUNTANT_MESSAGES.invalidLink, abort: true })
    .max(200, { error: ACCOUNTANT_MESSAGES.invalidLink }),
});
export type AcceptInvitationRequest = z.infer<typeof AcceptInvitationSchema>;

export const RemoveAccountantSchema = z.object({ id: wholeNumber(ACCOUNTANT_MESSAGES.idRequired) });
export type RemoveAccountantRequest = z.infer<typeof RemoveAccountantSchema>;

export const AccountantSchema = z.object({
  id: z.number().int(),
  /** The address invited; once accepted, the accountant's account address. */
  email: z.string(),
  fullname: z.string().nullable(),
  status: z.enum(['invited', 'active']),
  invited_at: z.string(),
  /** When the accountant accepted: access since then; null while invited. */
  since: z.string().nullable(),
});
export type Accountant = z.infer<typeof AccountantSchema>;

export const AccessLogEntrySchema = z.object({
  id: z.number().int(),
  accountant_email: z.string(),
  action: z.enum(['sign_in', 'download']),
  /** The call: e.g. 'POST /api/v3/invoice_export_by_userId'. */
  detail: z.string(),
  at: z.string(),
});
export type AccessLogEntry = z.infer<typeof AccessLogEntrySchema>;

export const ServedBusinessSchema = z.object({
  /** The value of the X-Business-Id header. */
  business_id: z.number().int(),
  name: z.string(),
  owner_email: z.string(),
  since: z.string(),
});
export type ServedBusiness = z.infer<typeof ServedBusinessSchema>;

export const AccountantsAnswerSchema = successEnvelope(z.array(AccountantSchema));
export const AccessLogAnswerSchema = successEnvelope(z.array(AccessLogEntrySchema));
export const ServedBusinessesAnswerSchema = successEnvelope(z.array(ServedBusinessSchema));
export const AcceptInvitationAnswerSchema = successEnvelope(ServedBusinessSchema);

// Every message of the quotation calls (docs/reference/quotations.md 'Rules' and 'Calls'), shared by the
// schemas, the server's use cases and the web's checks and toasts.
import { LIST_MESSAGES } from '../documents/list-documents.schemas';

export const QUOTATION_MESSAGES = {
  dateRequired: 'Quotation Date is required.',
  dateInvalid: 'Quotation Date must be a valid date (YYYY-MM-DD).',
  /** Shown by the web before a save; the server assigns the number itself. */
  numberRequired: 'Quotation Number is required.',
  clientRequired: 'Client ID is required.',
  validityRequired: 'Validity Term is required.',
  validityRange: 'Validity Term must be from 0 to 31 days.',
  currencyRequired: 'Currency ID is required.',
  currencyInvalid: 'Currency ID is not a known currency.',
  /** Shown by the web before a save; the server computes the totals itself. */
  grossRequired: 'Total Gross Amount is required.',
  netRequired: 'Total Net Amount is required.',
  quotationIdRequired: 'Quotation ID is required.',
  itemIdRequired: 'Item ID is required.',
  attachmentIdRequired: 'Attachment ID is required.',
  attachmentsRequired: 'Choose at least one image to upload.',
  tooManyAttachments: 'A quotation can have at most 20 attachments.',
  statusRequired: 'Status is required.',
  statusInvalid: 'Status must be approved or rejected.',
  filterInvalid: 'Status filter must be one of all, approved, pending, rejected, sent, draft, void, expired.',
  notEditable: 'Only a draft quotation can be edited.',
  voidNotEditable: 'This quotation is void and cannot be edited.',
  voidStatus: 'This quotation is void; its status cannot change.',
  voidEmail: 'This quotation is void and cannot be e-mailed.',
  clientHasNoEmail: 'The client has no e-mail address.',
  saved: 'Save data Successful.',
  updated: 'Update data Successful.',
  statusChanged: 'Update data Successful.',
  deleted: 'Delete Successful.',
  voided: 'Void Successful.',
  attachmentsSaved: 'Save data Successful.',
  attachmentDeleted: 'Delete attachment Successful.',
  emailSent: 'Email sent successfully',
  exportReady: 'Export ready.',
  startDateRequired: LIST_MESSAGES.startDateRequired,
  endDateRequired: LIST_MESSAGES.endDateRequired,
  startDateInvalid: LIST_MESSAGES.startDateInvalid,
  endDateInvalid: LIST_MESSAGES.endDateInvalid,
} as const;

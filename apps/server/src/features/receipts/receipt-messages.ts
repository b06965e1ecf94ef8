// What the owner is told about reading a receipt (docs/decisions/0358).
export const RECEIPT_MESSAGES = {
  notReceipt: 'Choose a photo of the receipt (JPEG, PNG, WebP or HEIC) or a PDF.',
  noText: 'No text was found in this PDF. Take a photo of the receipt instead.',
  tooSlow: 'This receipt took too long to read. Try a sharper photo, or type the expense in.',
  busy: 'The server is busy reading receipts. Please try again in a minute.',
  totalsDisagree: 'The net amount and the VAT do not add up to the total: check the amounts.',
  dateInFuture: 'The date is in the future: check the date.',
  dateOld: 'The date is more than a year ago: check the date.',
  sameImage: 'This receipt was already read into an expense: it may be a duplicate.',
  sameExpense: 'An expense with the same vendor, date and total already exists: it may be a duplicate.',
  expenseNotFound: 'Expense not found.',
} as const;

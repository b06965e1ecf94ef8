// What the quotation list shows and says, apart from its components: the page size and the toasts.

/** The quotation list shows 10 a page (the server pages: docs/reference/api.md 'Lists answer one page'). */
export const PAGE_SIZE = 10;

export const LIST_MESSAGES = {
  updated: 'Update data Successful.',
  deleted: 'Delete Successful.',
  voided: 'Void Successful.',
} as const;

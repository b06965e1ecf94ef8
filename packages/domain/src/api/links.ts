// revoke_links (issue 13): the owner ends every signed link they were given (PDFs, stored files,
// exports); links made afterwards work as usual.
export const LINK_MESSAGES = {
  revoked: 'Every link you were given before now has been ended. New links work as usual.',
} as const;

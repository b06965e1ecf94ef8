// The envelope's fixed messages, in a file of their own without zod: the web's first script uses them and
// stays small (docs/decisions/0203-web-assets-compression-and-caching.md).
export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';
export const NOT_FOUND_MESSAGE = 'Resource not found';

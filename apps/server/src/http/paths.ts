/** Every call of the spec is served under /api/v3/<path> (docs/reference/api.md). */
export const api = (path: string) => `/api/v3/${path}`;
/** The calls the spec marks v2 are also served under /api/v2/<path>. */
export const apiV2 = (path: string) => `/api/v2/${path}`;

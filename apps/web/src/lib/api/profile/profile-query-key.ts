// The profile's cache key, in a file of its own: sign in sets the profile with it without loading the query
// hooks (the sign-in screens' script budget, docs/decisions/0203-web-assets-compression-and-caching.md).
export const PROFILE_QUERY_KEY = ['profile'] as const;

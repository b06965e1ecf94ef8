// The react-query key of the client's page of a document, by its link's token.
export const clientPageKey = (token: string) => ['client-page', token] as const;

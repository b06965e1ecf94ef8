// A referral invitation's sign-up link is /register?ref=<token> (docs/reference/subscriptions.md 'Plans,
// credits, vouchers and referrals'). Sign-up sends the visitor to regional settings first, which drops the
// query string, so the token is kept for the tab's session and sent with the registration.
const KEY = 'tradebook.referral';
const TOKEN = /^[A-Za-z0-9_-]{8,200}$/;

/** Keeps the `ref` of `search` (a location's query string) when it has one; answers the kept token. */
export function keepReferral(search: string): string | undefined {
  const ref = new URLSearchParams(search).get('ref');
  if (ref && TOKEN.test(ref)) sessionStorage.setItem(KEY, ref);
  return sessionStorage.getItem(KEY) ?? undefined;
}

export function forgetReferral(): void {
  sessionStorage.removeItem(KEY);
}

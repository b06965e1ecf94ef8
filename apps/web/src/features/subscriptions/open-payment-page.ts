// docs/reference/subscriptions.md: Stripe's payment page opens in a new tab. The tab is opened once checkOut
// has answered, so a popup blocker may refuse it (window.open answers null); the purchase then goes on in
// this tab rather than stopping at an alert (docs/decisions/0207).
export function openPaymentPage(pgUrl: string): 'new-tab' | 'same-tab' {
  const opened = window.open(pgUrl, '_blank');
  if (!opened) {
    window.location.assign(pgUrl);
    return 'same-tab';
  }
  // Stripe's page gets no handle back on this one.
  opened.opener = null;
  return 'new-tab';
}

// Fills the app context's ports (app-context.ts, FeaturePorts): what a feature asks of one on a higher
// floor, handed down from here, the one place above every feature besides app.ts, which calls this
// while it builds the app (docs/decisions/0340-floors-of-the-server.md, docs/architecture.md).
import type { AppContext } from './app-context';
import { hasCardPayments } from './features/card-payments/card-payment-options';
import { issueClientLink } from './features/client-links/issue-client-link';
import { facturXMailFile } from './features/einvoices/einvoice-mail-file';
import { heldCreditsOf } from './features/payments/held-credits';
import { getProfile } from './features/profile/profile.service';
import { linkReferral, rewardReferral } from './features/subscriptions/referrals';
import { filedPeriodColumn, filedPeriodHolding } from './features/tax/filed-periods';

export function connectFeaturePorts(ctx: AppContext): void {
  Object.assign(ctx.ports, {
    currentUser: getProfile,
    linkReferral,
    rewardReferral,
    issueClientLink,
    einvoiceMailFile: facturXMailFile,
    hasCardPayments,
    heldCreditsOf,
    filedPeriodHolding,
    filedPeriodColumn,
  } satisfies AppContext['ports']);
}

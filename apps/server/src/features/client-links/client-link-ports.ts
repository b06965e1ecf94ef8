// What a client's page asks of card payments, which stand above it, through the app context's ports
// (app-context.ts; filled by feature-ports.ts). docs/decisions/0340-floors-of-the-server.md.
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';

declare module '../../app-context' {
  interface FeaturePorts {
    /** Whether the client can pay this amount by card (card-payments/card-payment-options.ts). */
    hasCardPayments(
      ctx: AppContext,
      owner: OwnerId,
      charge: { amountMinor: number; currency: string },
    ): Promise<boolean>;
  }
}

// What the clients feature asks of the payments feature, a higher floor, through the app context's ports
// (app-context.ts; filled by feature-ports.ts): the credit each client holds, for the client's answers.
// docs/decisions/0340-floors-of-the-server.md, docs/decisions/0349 (overpayments and client credit).
import type { HeldCredit } from '@tradebook/domain/clients/clients.schemas';
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';

declare module '../../app-context' {
  interface FeaturePorts {
    /** What each of the given clients holds, by client id, in one query (payments/held-credits.ts). */
    heldCreditsOf(
      ctx: AppContext,
      owner: OwnerId,
      clientIds: readonly number[],
    ): Promise<Map<number, HeldCredit[]>>;
  }
}

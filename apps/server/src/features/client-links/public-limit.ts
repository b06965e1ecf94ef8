// Every call of the client's page is counted per IP address (RATE_LIMIT_PER_IP a minute, in a count of
// its own beside the sign-in calls'): the page needs no account, so its address is all there is to
// count. Over it: 429 with Retry-After, and nothing is done.
import type { AppContext } from '../../app-context';
import { enforceLimit, perIpLimit } from '../accounts/rate-limiter';

export function limitClientPage(ctx: AppContext, ip: string): Promise<void> {
  return enforceLimit(ctx, `client-page:ip:${ip}`, perIpLimit(ctx));
}

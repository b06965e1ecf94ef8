// The period pack counts against the owner's limit of exports a minute (features/accounts/
// heavy-work-limits.ts, docs/decisions/0382-period-pack-streamed-with-a-counted-progress.md): over it, a
// 429 with the reason and Retry-After, and no link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall } from '../../../test/api-calls';
import { signedInUser } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LIMIT_PER_USER: '2' } });
});
afterAll(async () => {
  t.setNow(undefined);
  await t.close();
});

describe('period_pack within the limits', () => {
  it('refuses a third pack in a minute, and lets another owner have theirs', async () => {
    // Inside one minute of the clock, so the count never straddles two windows.
    t.setNow(new Date(Math.floor(Date.now() / 60_000) * 60_000 + 5_000));
    const owner = (await signedInUser(t.app)).auth;
    const range = { from: '2026-10-01', to: '2026-10-31' };
    for (let n = 0; n < 2; n += 1)
      expect((await postCall(t.app, owner, 'period_pack', range)).statusCode).toBe(200);
    const refused = await postCall(t.app, owner, 'period_pack', range);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Too many PDF, export or e-mail requests\. Please try again in \d+ seconds\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const other = (await signedInUser(t.app)).auth;
    expect((await postCall(t.app, other, 'period_pack', range)).statusCode).toBe(200);
  });
});

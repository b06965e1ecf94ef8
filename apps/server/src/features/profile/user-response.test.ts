// The user object of get_profile and login (user-response.ts) is one literal: every user's answer shares
// one hidden class, so writing it stays fast and leaves nothing for the full collector
// (docs/decisions/0447-no-field-added-after-a-spread.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerIdOf } from '../../../test/catalogue-seed';
import { signedInUser } from '../../../test/factories';
import { hiddenClassCount } from '../../../test/hidden-class';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { trustedOwnerId } from '../../db/owner';
import { findProfileRow } from '../accounts/user-profiles.repository';
import { toUserResponse } from './user-response';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t.close();
});

describe('the user object', () => {
  it('of different users, complete or not, with or without a logo, shares one hidden class', async () => {
    const answers = [];
    for (const fullname of ['Jordan Price', 'Sam Okafor', 'Ana Lima']) {
      const { auth } = await signedInUser(t.app, { fullname });
      const owner = trustedOwnerId(await ownerIdOf(t.app, auth));
      const row = await findProfileRow(t.ctx.db, owner);
      if (!row) throw new Error('the user has no row');
      // Enough answers for V8 to settle on its fast path: the first few made any way may share a class.
      for (let n = 0; n < 10; n += 1) {
        answers.push(toUserResponse(row, new Date(), undefined));
        const complete = { ...row, company_name: `${fullname} Joinery`, companytype: 'Sole trader' };
        answers.push(toUserResponse(complete, new Date(), 'https://example.com/logo.jpg'));
      }
    }
    expect(answers.filter((answer) => answer.is_profile_complete)).toHaveLength(30);
    expect(answers.filter((answer) => answer.logourl === 'N/A')).toHaveLength(30);
    expect(hiddenClassCount(answers)).toBe(1);
  });
});

// findClients: how other features (the documents) read clients through this service, by id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../../test/catalogue-factories';
import { ownerIdOf } from '../../../test/catalogue-seed';
import { signedInUser } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { trustedOwnerId } from '../../db/owner';
import { findClients } from './clients.service';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('reading clients from another feature', () => {
  it("finds the owner's clients by id, each once, leaving out ids that are not theirs", async () => {
    const owner = await signedInUser(t.app);
    const other = await signedInUser(t.app);
    const ann = await createClient(t.app, owner.auth, { full_name: 'Ann', email: 'ann@example.com' });
    const bob = await createClient(t.app, owner.auth, { full_name: 'Bob', email: 'bob@example.com' });
    const theirs = await createClient(t.app, other.auth, { full_name: 'Eve', email: 'eve@example.com' });
    const ownerId = trustedOwnerId(await ownerIdOf(t.app, owner.auth));
    const found = await findClients(t.ctx, ownerId, [bob.id, ann.id, bob.id, theirs.id, 999_999]);
    expect(found.map((client) => client.full_name).sort()).toEqual(['Ann', 'Bob']);
    expect(found.find((client) => client.id === ann.id)).toEqual(ann);
    expect(await findClients(t.ctx, ownerId, [])).toEqual([]);
  });
});

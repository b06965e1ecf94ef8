import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';
import { notFound } from '../../http/app-error';
import { findProfileRow } from './profile.repository';
import { toUserResponse, type UserResponse } from './user-response';

export async function getProfile(ctx: AppContext, owner: OwnerId): Promise<UserResponse> {
  const row = await findProfileRow(ctx.db, owner);
  if (!row) throw notFound();
  return toUserResponse(row, ctx.now(), undefined);
}

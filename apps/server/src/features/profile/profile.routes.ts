import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { ownerOf } from '../../http/auth';
import { api } from '../../http/paths';
import { ok } from '../../http/reply';
import { getProfile } from './profile.service';

/** Authenticated profile calls. */
export function profileRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.get(
      api('get_profile'),
      { schema: { tags: ['profile'], security: [{ bearer: [] }] } },
      async (request) => ok(await getProfile(ctx, ownerOf(request))),
    );
  };
}

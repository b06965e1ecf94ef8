// Security headers on every answer (docs/reference/api.md 'Security rules'), set by helmet.
// The middleware is built once, at start: @fastify/helmet rebuilt it (parsing the whole policy) for
// every request, which cost more than answering a page of a list.
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

const applySecurityHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Mantine sets style attributes and <style> tags at run time; scripts stay strictly 'self'.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
    },
  },
  // The PDF preview is framed by the app itself; SAMEORIGIN matches frame-ancestors 'self'.
  frameguard: { action: 'sameorigin' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginEmbedderPolicy: false,
});

/** The client's page of a document (PUBLIC_URL/d/<token>) and its calls: the token in the address is the
 * credential, so no search engine may keep the page, no other site may learn the address from a Referer,
 * and no shared cache may keep an answer. */
const CLIENT_PAGE_PATH = /^\/(d\/|api\/v3\/public\/)/;

export function registerSecurityHeaders(app: FastifyInstance): void {
  // onRequest, so that every answer carries them: a 404, a 401, an error, a file.
  app.addHook('onRequest', (request, reply, done) => {
    if (CLIENT_PAGE_PATH.test(request.url)) {
      reply.header('x-robots-tag', 'noindex, nofollow, noarchive');
      reply.header('cache-control', 'no-store');
    }
    applySecurityHeaders(request.raw, reply.raw, (error?: unknown) => {
      if (CLIENT_PAGE_PATH.test(request.url)) reply.raw.setHeader('referrer-policy', 'no-referrer');
      done(error as Error | undefined);
    });
  });
}

// Security headers on every answer (decisions.md, 'Security rules every feature follows'), set by helmet.
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

export function registerSecurityHeaders(app: FastifyInstance): void {
  // onRequest, so that every answer carries them: a 404, a 401, an error, a file.
  app.addHook('onRequest', (request, reply, done) => {
    applySecurityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}

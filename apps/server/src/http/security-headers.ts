// Security headers on every answer (docs/reference/api.md 'Security rules'), set by helmet.
// The headers are worked out once, at start: @fastify/helmet rebuilt its middleware (parsing the whole
// policy) for every request, which cost more than answering a page of a list.
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

/** The headers helmet sets, worked out once: helmet run against a response that only records them. */
function headersOf(middleware: typeof applySecurityHeaders): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  middleware(
    {} as Parameters<typeof middleware>[0],
    recorder as unknown as Parameters<typeof middleware>[1],
    () => {},
  );
  return headers;
}

const SECURITY_HEADERS = Object.entries(headersOf(applySecurityHeaders));

export function registerSecurityHeaders(app: FastifyInstance): void {
  // onRequest, so that every answer carries them: a 404, a 401, an error, a file. Set on the reply
  // (not the raw response), so Node writes them with the answer's other headers in one go
  // (docs/decisions/0408-small-calls-cheaper.md).
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of SECURITY_HEADERS) reply.header(name, value);
    if (CLIENT_PAGE_PATH.test(request.url)) {
      reply.header('x-robots-tag', 'noindex, nofollow, noarchive');
      reply.header('cache-control', 'no-store');
      reply.header('referrer-policy', 'no-referrer');
    }
    done();
  });
}

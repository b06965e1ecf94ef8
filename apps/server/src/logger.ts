// The app's logger. Logs are read by more people, and kept longer, than the secrets in some URLs: a
// reset link's token or a signed link's `sig` copied from a log line opened the file or reset the
// password (issue 13). So every URL and message is redacted before it is written: query values and the
// path after a signed route's kind. Request logs never carry headers (Authorization, cookies) or a body.
import type { Writable } from 'node:stream';
import pino from 'pino';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Config } from './config';

export const REDACTED = '[redacted]';

// `?token=...`, `&sig=...`: the name stays (it helps to read the log), the value goes.
const QUERY_VALUE = /([?&][^=&\s?#"'<>]+=)[^&\s#"'<>]*/g;
// Signed routes: the file or download after its kind (`/files/logo/<owner>/<name>`,
// `/api/v3/download/quotation/<owner>/<key>/<name>`), where a link's secret could also travel.
const SIGNED_PATH = /(\/(?:files|api\/v\d+\/download)\/[^/\s?#"'<>]+\/)[^\s?#"'<>]+/g;

/** The text with every query value and signed-route path replaced by REDACTED. */
export function redactUrls(text: string): string {
  return text.replace(SIGNED_PATH, `$1${REDACTED}`).replace(QUERY_VALUE, `$1${REDACTED}`);
}

/** Fastify's request fields, with the URL redacted. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrls(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}

/** pino's error fields, with URLs in the message and stack redacted (an error may quote its URL). */
function serializeError(error: Error) {
  const fields = pino.stdSerializers.err(error);
  return { ...fields, message: redactUrls(fields.message), stack: redactUrls(fields.stack) };
}

/** `destination`: where lines go (standard output by default, written asynchronously in batches, flushed
 * at exit; a test reads them from a stream). */
export function createLogger(config: Pick<Config, 'logLevel'>, destination?: Writable): FastifyBaseLogger {
  return pino(
    {
      level: config.logLevel,
      serializers: { req: serializeRequest, err: serializeError },
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'password', '*.password'],
        remove: true,
      },
      hooks: {
        // Messages written as text (Fastify's 'Route GET:/x not found', a warning naming a URL).
        logMethod(args, method) {
          const redacted = args.map((arg: unknown) => (typeof arg === 'string' ? redactUrls(arg) : arg));
          method.apply(this, redacted as Parameters<typeof method>);
        },
      },
    },
    destination ?? pino.destination({ dest: 1, sync: false }),
  ) as FastifyBaseLogger;
}

/** Writes out whatever lines the asynchronous destination still holds (before the process exits). */
export function flushLogs(logger: FastifyBaseLogger): Promise<void> {
  const flush = (logger as Partial<pino.Logger>).flush;
  if (!flush) return Promise.resolve();
  return new Promise((resolve) => flush.call(logger, () => resolve()));
}

import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';

/** Request logs never carry the Authorization header, cookies or a body. */
export function createLogger(config: Pick<Config, 'logLevel'>): FastifyBaseLogger {
  return pino({
    level: config.logLevel,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'password', '*.password'],
      remove: true,
    },
  }) as FastifyBaseLogger;
}

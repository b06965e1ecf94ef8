// One log line a request, written when its answer has gone: the method and redacted URL (logger.ts), the
// status and the time taken. Fastify's own request logging wrote a line as the request came in and
// another as it was answered; two lines a request were a measurable part of a small call's cost
// (docs/decisions/0353-fast-on-every-request.md). Fastify's other lines (an error of the default
// handler, a route not found) are kept as they were.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    const fields = { req: request, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else reply.log.info(fields, 'request completed');
  }
}

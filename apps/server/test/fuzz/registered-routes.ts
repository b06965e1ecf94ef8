// Every route the app registers, read from Fastify's own route tree (`printRoutes`), with its path in
// the OpenAPI document's spelling ('/d/:token' is '/d/{token}', a wildcard '*' is '{*}'). The fuzz test
// walks these beside the OpenAPI document, so a route left out of the document (hidden, or added
// without a schema) is fuzzed all the same, and a test can tell when any route was not.
import type { FastifyInstance, InjectOptions } from 'fastify';

/** A method as app.inject takes it. */
export type Method = NonNullable<InjectOptions['method']>;

export interface RegisteredRoute {
  method: Method;
  path: string;
}

// '├── /api/v3/login (POST)', '│   └── json (GET, HEAD)', or a node without routes of its own: '├── /api/'.
const LINE = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/;

export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = LINE.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    const path = stack
      .join('')
      .replace(/:([A-Za-z0-9_]+)/g, '{$1}')
      .replace(/\*/g, '{*}');
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      // HEAD is Fastify's own twin of each GET (exposeHeadRoutes), answered by the same handler.
      if (method !== 'HEAD') routes.push({ method: method as Method, path });
    }
  }
  return routes;
}

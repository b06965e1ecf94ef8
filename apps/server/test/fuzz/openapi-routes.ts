// The routes a fuzz test walks, read from the app's own OpenAPI document (every route the app registers
// for clients is in it): method, path template, its path and query parameters, the fields of its body
// and the content types it says it takes, and whether it needs a token.
import type { FastifyInstance } from 'fastify';

export interface FuzzRoute {
  method: 'GET' | 'POST';
  /** '/api/v3/download/quotation/{owner}/{key}/{filename}' */
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodyFields: string[];
  contentTypes: string[];
  authed: boolean;
}

interface Operation {
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
  security?: unknown[];
}

export function routesOf(app: FastifyInstance): FuzzRoute[] {
  const document = app.swagger() as { paths: Record<string, Record<string, Operation>> };
  const routes: FuzzRoute[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const upper = method.toUpperCase();
      if (upper !== 'GET' && upper !== 'POST') throw new Error(`A ${upper} route: teach the fuzz test it`);
      const content = operation.requestBody?.content ?? {};
      const fields = new Set<string>();
      for (const media of Object.values(content)) {
        for (const name of Object.keys(media.schema?.properties ?? {})) fields.add(name);
      }
      const parameters = operation.parameters ?? [];
      routes.push({
        method: upper,
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        bodyFields: [...fields],
        contentTypes: Object.keys(content),
        authed: (operation.security ?? []).length > 0,
      });
    }
  }
  return routes;
}

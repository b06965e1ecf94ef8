// The routes a fuzz test walks, read from the app's own OpenAPI document: method, path template, its path
// and query parameters, the fields of its body and the content types it says it takes, and whether it
// needs a token; then every route the app registers that the document leaves out (its own pages, the
// API docs, metrics), with no fields known and the signed-in user's token sent. A route added later is
// walked without anyone listing it, documented or not.
import type { FastifyInstance } from 'fastify';
import { registeredRoutes, type Method } from './registered-routes';

export interface FuzzRoute {
  method: Method;
  /** '/api/v3/download/quotation/{owner}/{key}/{filename}' */
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodyFields: string[];
  contentTypes: string[];
  authed: boolean;
  /** Whether the OpenAPI document lists it. */
  documented: boolean;
}

export const routeKey = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

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
      const upper = method.toUpperCase() as Method;
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
        documented: true,
      });
    }
  }
  const documented = new Set(routes.map(routeKey));
  for (const route of registeredRoutes(app)) {
    if (documented.has(routeKey(route))) continue;
    const pathParams = [...route.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');
    routes.push({
      ...route,
      pathParams,
      queryParams: [],
      bodyFields: [],
      contentTypes: [],
      authed: true,
      documented: false,
    });
  }
  return routes;
}

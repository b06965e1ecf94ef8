// How answers are written. Every route's response schema is a zod schema from packages/domain; here it is
// turned into JSON Schema once, at the route's first answer, and compiled with fast-json-stringify (what Fastify itself uses
// for JSON Schema): an answer holds only the fields its schema names (nothing else can leak out), a
// missing required field fails the request instead of answering half a record, and a page of 50 list
// rows is written about four times faster than by re-validating it with zod before JSON.stringify
// (docs/decisions/0109-answers-written-from-their-schemas.md). The compile-time types of the zod type
// provider still check what each handler returns. A schema JSON Schema cannot express falls back to
// zod's own serializer.
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  // Compiled at the route's first answer rather than when the app starts: compiling every route's
  // answers up front was the largest part of a cold start (docs/decisions/0332).
  let serialize: ((data: unknown) => string) | undefined;
  return (data: unknown) => (serialize ??= compileSerializer(route))(data);
};

function compileSerializer(
  route: Parameters<FastifySerializerCompiler<z.ZodType>>[0],
): (data: unknown) => string {
  try {
    const json = z.toJSONSchema(route.schema, { io: 'output', target: 'draft-7' });
    return fastJson(json as Parameters<typeof fastJson>[0]);
  } catch {
    return zodSerializerCompiler(route) as (data: unknown) => string;
  }
}

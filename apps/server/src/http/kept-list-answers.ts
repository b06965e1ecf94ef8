// A list answer, once written, is sent again as it is while nothing it shows can have changed
// (docs/decisions/0119-kept-list-answers.md). An owner asks for the same page again and again (the list
// after coming back to it, a refetch when the window regains focus, the next owner's tab), and reading,
// shaping and writing 50 rows was most of what a list call cost. What a document list row shows lives in
// the tables whose every write moves the owner's list version on (documents, clients, items, item
// categories, document attachments: database triggers, so no code path can forget), or depends on the
// day (expired, overdue). So an answer is kept with the version and the day it was written at, and is
// good while both stand; the version is read from the database on every call, so a write by any process
// (or the admin tool) is seen at once. Only answers that carry nothing else (no signed links, which
// expire) may be kept this way.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OwnerId } from '../db/owner';

/** What one process keeps, per database (tests run many): the least recently sent go first past this. */
const MAX_KEPT_BYTES = 32 * 1024 * 1024;

interface KeptAnswer {
  version: number;
  day: string;
  body: string;
}

interface Store {
  answers: Map<string, KeptAnswer>;
  bytes: number;
}

const stores = new WeakMap<object, Store>();

function storeFor(scope: object): Store {
  let store = stores.get(scope);
  if (!store) {
    store = { answers: new Map(), bytes: 0 };
    stores.set(scope, store);
  }
  return store;
}

/** A string's size in memory, counted high (V8 keeps text outside Latin-1 at two bytes a character). */
const sizeOf = (answer: KeptAnswer) => answer.body.length * 2 + 64;

function keep(store: Store, key: string, answer: KeptAnswer): void {
  const old = store.answers.get(key);
  if (old) {
    store.answers.delete(key);
    store.bytes -= sizeOf(old);
  }
  store.answers.set(key, answer);
  store.bytes += sizeOf(answer);
  // Map keeps insertion order: the first entries are the least recently sent.
  for (const [oldestKey, oldest] of store.answers) {
    if (store.bytes <= MAX_KEPT_BYTES) break;
    store.answers.delete(oldestKey);
    store.bytes -= sizeOf(oldest);
  }
}

export interface ListAnswerSource {
  /** False (KEPT_LIST_ANSWERS=false): every answer is written afresh and nothing is kept. */
  keep: boolean;
  /** What the answers are kept for: the app's database. */
  scope: object;
  owner: OwnerId;
  /** The owner's list version, read now. */
  version(): Promise<number>;
  /** The business's today, on which a row's expired or overdue depends. */
  day: string;
}

/**
 * The route's answer to this request: the one kept for the same owner, route and request body if the
 * owner's list version and the day are still those it was written at, or `build()` written now with the
 * route's own serializer (and kept). Sent as JSON text, which Fastify does not serialize again.
 */
export async function keptListAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  source: ListAnswerSource,
  build: () => Promise<unknown>,
): Promise<string> {
  if (!source.keep) {
    void reply.type('application/json; charset=utf-8');
    return reply.serialize(await build()) as string;
  }
  const store = storeFor(source.scope);
  // The body as validated: defaults filled in, unknown fields gone, so equal requests share a key.
  const key = `${Number(source.owner)}\u0000${request.routeOptions.url}\u0000${JSON.stringify(request.body ?? null)}`;
  // Read before the answer is built: a write landing meanwhile leaves it kept under the older version.
  const version = await source.version();
  void reply.type('application/json; charset=utf-8');
  const hit = store.answers.get(key);
  if (hit && hit.version === version && hit.day === source.day) {
    store.answers.delete(key);
    store.answers.set(key, hit);
    return hit.body;
  }
  const body = reply.serialize(await build()) as string;
  keep(store, key, { version, day: source.day, body });
  return body;
}

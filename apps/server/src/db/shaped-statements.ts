// Statements built once per shape (docs/decisions/0444-list-pages-built-once-per-shape.md). A list page's
// text depends only on its shape (the order, the page's size, which filters are set), while its values
// (the owner, the window's dates, a category) change with every request; building the statement with the
// query builder and compiling it took about a tenth of a window list request on SQLite. Here a statement
// is built and compiled once per shape, with a marker in place of each value that is set; each call then
// runs that text, cut at its parameters, with its own values in the order the text takes them. It runs
// as SQL text through Kysely, so its plugins (the tests' statement recorders) see it as it runs.
//
// What `build` may do: make its text from the shape it is given and from whether each value is set
// (unset: null, undefined, '', 0 or false, which reach it as they are and are part of the shape), and
// pass every set value on as a parameter as it is. A value it changes on the way (`%${text}%`,
// Number(text)) is refused when the shape is first built, since the text would then hold one call's
// value for every call: such a statement is run with `build` itself (`run`'s `shaped: false`).
import { CompiledQuery, sql, type Kysely, type RawBuilder } from 'kysely';
import { isPostgres } from './list-queries';
import { RecentlyUsed } from './recently-used';
import type { Database } from './schema';

type Values = Record<string, unknown>;

/** Where each parameter of a compiled text comes from: a value by its name, or the shape's constant. */
type Source = { value: string } | { constant: unknown };

interface Compiled {
  text: string;
  /** The text between its parameters (one more than `sources`), as a template's strings. */
  fragments: TemplateStringsArray;
  sources: Source[];
}

// NUL is refused in every text a request brings (http/body-parsing.ts), so a marker is never a value.
const MARK = '\u0000value:';
/** Shapes kept per database, at least the most recently used this many: a list has a few dozen in use. */
const SHAPES_KEPT = 128;

const isUnset = (value: unknown) =>
  value === null || value === undefined || value === '' || value === 0 || value === false;

export interface ShapedStatement<V extends Values, S extends object, Row> {
  /** The rows of the statement for these values; `shaped: false` builds it afresh for this call. */
  run(db: Kysely<Database>, values: V, shape: S, options?: { shaped: boolean }): Promise<Row[]>;
}

/** `build`: the statement, from values and a shape. The shape's data (not its functions, which must be
 * the same for the app's life, a feature's port) is part of the key its text is kept under. */
export function shapedStatement<V extends Values, S extends object, Row>(
  build: (db: Kysely<Database>, values: V, shape: S) => RawBuilder<Row>,
): ShapedStatement<V, S, Row> {
  const kept = new WeakMap<Kysely<Database>, RecentlyUsed<string, Compiled>>();

  function compiledFor(db: Kysely<Database>, values: V, shape: S): Compiled {
    let texts = kept.get(db);
    if (!texts) {
      texts = new RecentlyUsed(SHAPES_KEPT);
      kept.set(db, texts);
    }
    let key = JSON.stringify(shape);
    for (const name in values) {
      const value = values[name];
      key += isUnset(value) ? `|${name}=${String(value)}` : `|${name}`;
    }
    const found = texts.get(key);
    if (found) return found;
    const marked: Values = {};
    for (const name in values) marked[name] = isUnset(values[name]) ? values[name] : `${MARK}${name}`;
    // Compiled without the plugins: the statement recorders of the tests see it when it runs, not here.
    const { sql: text, parameters } = db
      .getExecutor()
      .compileQuery(build(db, marked as V, shape).toOperationNode(), { queryId: 'shaped' });
    if (text.includes('\u0000')) throw new Error('a value was written into the text of a shaped statement');
    const compiled: Compiled = {
      text,
      fragments: fragmentsOf(db, text, parameters.length),
      sources: parameters.map((parameter) => sourceOf(parameter, values)),
    };
    texts.set(key, compiled);
    return compiled;
  }

  return {
    async run(db, values, shape, options = { shaped: true }) {
      if (!options.shaped) return (await build(db, values, shape).execute(db)).rows;
      const { text, fragments, sources } = compiledFor(db, values, shape);
      const parameters = sources.map((source) =>
        'value' in source ? values[source.value] : source.constant,
      );
      // The same text each time, the very string: SQLite's kept statements are found by it, and its hash
      // is worked out once. A database with plugins (the tests' statement recorders) runs it as SQL text
      // cut at its parameters, which they see as any other statement, with the same text and values.
      if (db.getExecutor().plugins.length > 0)
        return (await sql<Row>(fragments, ...parameters).execute(db)).rows;
      return (await db.executeQuery<Row>(CompiledQuery.raw(text, parameters))).rows;
    },
  };
}

function sourceOf(parameter: unknown, values: Values): Source {
  if (typeof parameter === 'string' && parameter.startsWith(MARK)) {
    const name = parameter.slice(MARK.length);
    if (Object.hasOwn(values, name)) return { value: name };
  }
  if ((typeof parameter === 'string' && parameter.includes('\u0000')) || Number.isNaN(parameter))
    throw new Error('a value was changed on its way into a shaped statement: run it with shaped: false');
  return { constant: parameter };
}

/** The compiled text cut at its `count` parameters: PostgreSQL's $1…$n, SQLite's ?. A text that does not
 * cut into exactly those (a ? or $1 inside a quoted literal) is refused rather than cut wrong. */
function fragmentsOf(db: Kysely<Database>, text: string, count: number): TemplateStringsArray {
  const placeholder = isPostgres(db) ? /\$(\d+)/g : /\?()/g;
  const fragments: string[] = [];
  let from = 0;
  let index = 0;
  for (const match of text.matchAll(placeholder)) {
    index += 1;
    if (match[1] !== '' && Number(match[1]) !== index) break;
    fragments.push(text.slice(from, match.index));
    from = match.index + match[0].length;
  }
  fragments.push(text.slice(from));
  if (fragments.length !== count + 1 || index !== count)
    throw new Error("a shaped statement's text does not cut at its parameters");
  return Object.assign(fragments, { raw: fragments });
}

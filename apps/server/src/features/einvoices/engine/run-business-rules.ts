// Runs one compiled Schematron rule set over an XML document with SaxonJS and reads the failed
// assertions from its SVRL report. Synchronous and CPU-heavy (a few hundred milliseconds a document,
// a second or two for the first, which loads the rules), so the server calls it in a worker thread
// (rules-pool.ts); tests of the rules themselves may call it directly.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import zlib from 'node:zlib';
import { XMLParser } from 'fast-xml-parser';
import { type RuleFailure, type RuleSet, ruleSetFile } from './rule-sets';

interface SaxonResult {
  principalResult: string;
  stylesheetInternal: unknown;
}
interface SaxonJs {
  transform(options: Record<string, unknown>, mode: 'sync'): SaxonResult;
}

// saxon-js ships CommonJS without typings.
const SaxonJS = createRequire(import.meta.url)('saxon-js') as SaxonJs;

/** Each set is read and prepared once per thread: SaxonJS hands back its prepared form with the first result. */
const prepared = new Map<RuleSet, unknown>();

const svrl = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  processEntities: false,
  isArray: (name) => name === 'svrl:failed-assert' || name === 'svrl:successful-report',
});

interface SvrlAssert {
  id?: string;
  flag?: string;
  role?: string;
  location?: string;
  'svrl:text'?: string | { '#text'?: string };
}

function textOf(node: SvrlAssert['svrl:text']): string {
  const text = typeof node === 'string' ? node : (node?.['#text'] ?? '');
  return text.replace(/\s+/g, ' ').trim();
}

export function runBusinessRules(set: RuleSet, xml: string): RuleFailure[] {
  const known = prepared.get(set);
  const stylesheet = known
    ? { stylesheetInternal: known }
    : { stylesheetText: zlib.gunzipSync(fs.readFileSync(ruleSetFile(set))).toString('utf8') };
  const result = SaxonJS.transform({ ...stylesheet, sourceText: xml, destination: 'serialized' }, 'sync');
  if (!known) prepared.set(set, result.stylesheetInternal);
  const report = svrl.parse(result.principalResult) as Record<
    string,
    Record<string, SvrlAssert[]> | undefined
  >;
  const asserts = report['svrl:schematron-output']?.['svrl:failed-assert'] ?? [];
  return asserts.map((failure) => ({
    id: failure.id ?? '',
    flag: failure.flag ?? failure.role ?? 'fatal',
    location: failure.location ?? '',
    text: textOf(failure['svrl:text']),
  }));
}

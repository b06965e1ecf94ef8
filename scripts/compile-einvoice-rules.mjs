// Compiles the vendored e-invoice business rules into SaxonJS's stylesheet form (SEF), offline:
//   node scripts/compile-einvoice-rules.mjs
// The CEN EN 16931 rules ship as XSLT; XRechnung's ship as Schematron, which SchXslt (vendored, MIT)
// turns into XSLT first. xslt3 (a dev dependency) compiles each XSLT to a SEF, kept gzipped in
// apps/server/assets/einvoice/compiled/ and committed: compiling takes about a minute per file, far too
// long for a server start or a test (docs/decisions/0320). Run it again after replacing a vendored rule set.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rules = path.join(root, 'apps/server/assets/einvoice');
const out = path.join(rules, 'compiled');
const xslt3 = path.join(root, 'node_modules/xslt3/xslt3.js');
const schxslt = path.join(rules, 'schxslt/pipeline-for-svrl.xsl');

const sets = [
  { name: 'en16931-ubl', xslt: 'cen-en16931-1.3.16/EN16931-UBL-validation.xslt' },
  { name: 'en16931-cii', xslt: 'cen-en16931-1.3.16/EN16931-CII-validation.xslt' },
  { name: 'xrechnung-ubl', schematron: 'xrechnung-3.0.2-schematron-2.5.0/ubl/XRechnung-UBL-validation.sch' },
  { name: 'xrechnung-cii', schematron: 'xrechnung-3.0.2-schematron-2.5.0/cii/XRechnung-CII-validation.sch' },
];

const only = process.argv.slice(2);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'einvoice-rules-'));
fs.mkdirSync(out, { recursive: true });
try {
  for (const set of sets) {
    if (only.length > 0 && !only.includes(set.name)) continue;
    const started = Date.now();
    let xslt = set.xslt ? path.join(rules, set.xslt) : '';
    if (set.schematron) {
      xslt = path.join(work, `${set.name}.xsl`);
      execFileSync(
        process.execPath,
        [xslt3, `-xsl:${schxslt}`, `-s:${path.join(rules, set.schematron)}`, `-o:${xslt}`],
        {
          stdio: 'inherit',
        },
      );
    }
    const sef = path.join(work, `${set.name}.sef.json`);
    execFileSync(process.execPath, [xslt3, `-xsl:${xslt}`, `-export:${sef}`, '-nogo', '-relocate:on'], {
      stdio: 'inherit',
    });
    const gz = zlib.gzipSync(fs.readFileSync(sef), { level: 9 });
    fs.writeFileSync(path.join(out, `${set.name}.sef.json.gz`), gz);
    console.log(`${set.name}: ${gz.length} bytes in ${Math.round((Date.now() - started) / 1000)} s`);
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}

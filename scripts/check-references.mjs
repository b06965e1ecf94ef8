// `npm run check` (and alone: `node scripts/check-references.mjs`): no comment or document of the
// repository points at a file a clone does not have. The product's rules live in docs/reference/ and the
// choices in docs/decisions/ (ADR 0345); a pointer at the original product notes (the decisions file, the two
// numbered spec files, a folder beside the checkout or a path on one machine) leaves the next reader with
// nothing to open. Every file git knows (tracked, or new and not ignored) is read: Markdown and other text
// whole; in code, a relative path to a `shared` folder is only a pointer inside a comment (an import of a
// folder of that name is fine). Exits 1 and lists each pointer with its file and line.
// `--root DIR` checks another checkout (the tests use a scratch repository).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const rootArg = process.argv.indexOf('--root');
const root =
  rootArg > 0
    ? path.resolve(process.argv[rootArg + 1])
    : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What points outside the repository, and what to write instead. */
const POINTERS = [
  [/\bdecisions\.md\b/g, 'the product decisions file'],
  [/\bspecs? 00[01]\b/gi, 'a numbered spec file'],
  [/\b00[01]_[0-9a-f]{16}\.txt\b/g, 'a numbered spec file'],
  [/\/work\//g, 'a path on one machine'],
];
const SHARED = /\.\.\/shared\b/g;
const CODE = /\.(?:[cm]?[jt]sx?)$/;
const SKIP =
  /(^|\/)(package-lock\.json|node_modules\/)|\.(png|jpe?g|gif|ico|webp|pdf|zip|gz|br|woff2?|ttf|wasm|sqlite|db|xlsx)$/i;

const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
})
  .split('\0')
  .filter((file) => file && !SKIP.test(file));

let typescript;
/** Where the comments of a code file are (TypeScript's own reading, so strings and regexes are not taken for them). */
function commentRanges(file, text) {
  typescript ??= createRequire(import.meta.url)('typescript');
  const ts = typescript;
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const ranges = new Map();
  const add = (found) => found?.forEach((range) => ranges.set(range.pos, range.end));
  const visit = (node) => {
    add(ts.getLeadingCommentRanges(text, node.pos));
    add(ts.getTrailingCommentRanges(text, node.end));
    node.getChildren(source).forEach(visit);
  };
  visit(source);
  return [...ranges];
}

const lineOf = (text, index) => text.slice(0, index).split('\n').length;
const found = [];
for (const file of files) {
  let text;
  try {
    text = fs.readFileSync(path.join(root, file), 'utf8');
  } catch {
    continue; // removed since git listed it
  }
  if (text.includes('\0')) continue;
  for (const [pattern, what] of POINTERS) {
    for (const match of text.matchAll(pattern)) found.push({ file, line: lineOf(text, match.index), what });
  }
  const shared = [...text.matchAll(SHARED)];
  if (shared.length === 0) continue;
  const comments = CODE.test(file) ? commentRanges(file, text) : null;
  const inComment = (index) => !comments || comments.some(([pos, end]) => index >= pos && index < end);
  for (const match of shared) {
    if (inComment(match.index))
      found.push({ file, line: lineOf(text, match.index), what: 'a folder beside the checkout' });
  }
}

if (found.length === 0) {
  console.log(`references: ${files.length} files point only inside the repository`);
} else {
  for (const { file, line, what } of found) console.log(`${file}:${line}: points at ${what}`);
  console.log(
    `\n${found.length} pointer(s) outside the repository: point at docs/reference/<area>.md 'Section' ` +
      'or at an ADR in docs/decisions/ instead.',
  );
  process.exitCode = 1;
}

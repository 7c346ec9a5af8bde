// Points the references to the product rules and to the architecture at documents in this
// repository. Comments and documents once cited sections of two documents kept outside it: the
// product specification ("SPEC" and a section sign with 1–9) and the architecture ("ARCHITECTURE"
// and a section sign). Their text now lives in docs/product/ and docs/ARCHITECTURE.md.
//
//   node scripts/docs-references.mjs [paths…]           rewrite the references in place
//   node scripts/docs-references.mjs --dry-run [paths…]  say what would change, change nothing
//   node scripts/docs-references.mjs --check [paths…]    exit 1 listing every reference that does not
//                                                        resolve to a file (and heading) of the repository
//
// Without paths the whole repository is read (node_modules, .git, build output and data aside).
// A section reference becomes the path of its file from the repository's root ("docs/product/
// validation.md"; lists and ranges of sections become lists of files); in Markdown files it becomes
// a link with that text and a target relative to the file. No dependencies: Node's standard library.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SELF = fileURLToPath(import.meta.url);
const S = '\u00a7';

/** The product rules, one file per section of the former specification. */
const PRODUCT = {
  1: 'docs/product/overview-and-users.md',
  2: 'docs/product/screens-and-routes.md',
  3: 'docs/product/entities.md',
  4: 'docs/product/states.md',
  5: 'docs/product/validation.md',
  6: 'docs/product/roles.md',
  7: 'docs/product/api-calls.md',
  8: 'docs/product/errors.md',
  9: 'docs/product/constants.md',
};

/** The sections of the former architecture document, as headings of docs/ARCHITECTURE.md. */
const ARCHITECTURE_FILE = 'docs/ARCHITECTURE.md';
const ARCHITECTURE = {
  1: 'what-runs',
  2: 'stack',
  3: 'dependency-rules',
  4: 'the-api',
  5: 'languages',
  6: 'tests-and-ci',
  7: 'quality-bars',
  8: 'security-baseline',
};

const SKIP_DIRS = new Set(['node_modules', '.git', 'build', 'data', '.react-router', 'coverage']);
const SKIP_PATHS = new Set(['tests/.artifacts', 'bench/.tmp', 'db/migrations', 'package-lock.json']);
const MAX_BYTES = 2 * 1024 * 1024;

/** A break inside a reference: spaces, or a line end with the next line's comment marker. */
const GAP = String.raw`(?:[ \t]*\r?\n[ \t]*(?:\*|\/\/|#)?)?[ \t]*`;
/** "§1", "§1–§5", "§3/§7", "§3, §5", "§2 and §4" after the document's name. */
const SECTIONS = String.raw`${S}[1-9](?:(?:\s*[–/-]\s*|,\s*|\s+and\s+)${S}[1-9])*`;
const SPEC_REF = new RegExp(String.raw`\bSPEC${GAP}(${SECTIONS})`, 'g');
const ARCH_REF = new RegExp(String.raw`\bARCHITECTURE${GAP}(${S}[1-9])`, 'g');
/** What a rewritten reference looks like: a path from the root, with a heading for the architecture. */
const NEW_REF = /\bdocs\/(?:product\/[a-z0-9-]+\.md|ARCHITECTURE\.md)(?:#[a-z0-9-]+)?/g;

/** The section numbers of "§1–§3, §7" in order: 1, 2, 3, 7. */
function sectionNumbers(text) {
  const numbers = [];
  const parts = text.split(/\s*(,|\/|\band\b|[–-])\s*/);
  let rangeFrom;
  for (const part of parts) {
    if (part === '–' || part === '-') {
      rangeFrom = numbers.at(-1);
      continue;
    }
    const match = /^§([1-9])$/.exec(part);
    if (!match) continue;
    const n = Number(match[1]);
    if (rangeFrom !== undefined) {
      for (let i = rangeFrom + 1; i < n; i++) numbers.push(i);
      rangeFrom = undefined;
    }
    if (!numbers.includes(n)) numbers.push(n);
  }
  return numbers;
}

/** The text that replaces one reference to `targets` (paths from the root) in `file`. */
function render(targets, file, insideCode) {
  if (!file.endsWith('.md') || insideCode) return targets.join(', ');
  const from = path.posix.dirname(file);
  return targets
    .map((target) => {
      const [targetPath, anchor] = target.split('#');
      const relative = path.posix.relative(from, targetPath) + (anchor ? `#${anchor}` : '');
      return `[${target}](${relative})`;
    })
    .join(', ');
}

/** Whether `index` of `text` lies inside an inline code span of its line (an odd count of backticks before it). */
function insideInlineCode(text, index) {
  const lineStart = text.lastIndexOf('\n', index - 1) + 1;
  return (text.slice(lineStart, index).match(/`/g) ?? []).length % 2 === 1;
}

/** `text` with every old reference rewritten, and what was rewritten. */
export function rewrite(text, file) {
  const counts = { spec: {}, architecture: {} };
  let out = text.replace(SPEC_REF, (whole, sections, offset) => {
    const numbers = sectionNumbers(sections);
    for (const n of numbers) counts.spec[n] = (counts.spec[n] ?? 0) + 1;
    return render(
      numbers.map((n) => PRODUCT[n]),
      file,
      insideInlineCode(text, offset),
    );
  });
  const afterSpec = out;
  out = afterSpec.replace(ARCH_REF, (whole, section, offset) => {
    const n = Number(section.slice(1));
    counts.architecture[n] = (counts.architecture[n] ?? 0) + 1;
    return render([`${ARCHITECTURE_FILE}#${ARCHITECTURE[n]}`], file, insideInlineCode(afterSpec, offset));
  });
  return { text: out, counts };
}

/** GitHub's anchor of a Markdown heading: lower case, punctuation dropped, spaces as dashes. */
const slug = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

const anchorsCache = new Map();
function anchorsOf(file) {
  if (!anchorsCache.has(file)) {
    const anchors = new Set();
    try {
      let inFence = false;
      for (const line of readFileSync(path.join(ROOT, file), 'utf8').split('\n')) {
        if (/^(```|~~~)/.test(line)) inFence = !inFence;
        const heading = !inFence && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
        if (heading) anchors.add(slug(heading[1]));
      }
    } catch {
      anchorsCache.set(file, null);
      return null;
    }
    anchorsCache.set(file, anchors);
  }
  return anchorsCache.get(file);
}

/** Why `target` (a path from the root, perhaps with `#anchor`) does not resolve, or null. */
function unresolved(target) {
  const [file, anchor] = target.split('#');
  const anchors = anchorsOf(file);
  if (!anchors) return `${file} does not exist`;
  if (anchor && !anchors.has(anchor)) return `${file} has no heading #${anchor}`;
  return null;
}

function* walk(relative) {
  if (SKIP_PATHS.has(relative)) return;
  const absolute = path.join(ROOT, relative);
  if (absolute === SELF) return;
  const stat = statSync(absolute, { throwIfNoEntry: false });
  if (!stat) throw new Error(`no such file or folder: ${relative}`);
  if (stat.isDirectory()) {
    for (const entry of readdirSync(absolute).sort()) {
      if (SKIP_DIRS.has(entry)) continue;
      yield* walk(relative ? `${relative}/${entry}` : entry);
    }
  } else if (stat.isFile() && stat.size <= MAX_BYTES) {
    const text = readFileSync(absolute, 'utf8');
    if (!text.includes('\0')) yield { file: relative, text };
  }
}

const lineOf = (text, index) => text.slice(0, index).split('\n').length;

function main(argv) {
  const flags = new Set(argv.filter((a) => a.startsWith('--')));
  const unknown = [...flags].filter((f) => !['--check', '--dry-run', '--help'].includes(f));
  if (unknown.length || flags.has('--help')) {
    console.log('usage: node scripts/docs-references.mjs [--check | --dry-run] [paths…]');
    return unknown.length ? 2 : 0;
  }
  const roots = argv.filter((a) => !a.startsWith('--'));
  const relativeRoots = roots.length
    ? roots.map((r) => path.relative(ROOT, path.resolve(r)).split(path.sep).join('/'))
    : [''];
  const files = relativeRoots.flatMap((r) => [...walk(r)]);

  if (flags.has('--check')) {
    const problems = [];
    let resolved = 0;
    for (const { file, text } of files) {
      for (const re of [SPEC_REF, ARCH_REF]) {
        for (const m of text.matchAll(re)) {
          problems.push(
            `${file}:${lineOf(text, m.index)}: "${m[0].replace(/\s+/g, ' ')}" names a document that is not in the repository (run node scripts/docs-references.mjs ${file})`,
          );
        }
      }
      for (const m of text.matchAll(NEW_REF)) {
        const why = unresolved(m[0]);
        if (why) problems.push(`${file}:${lineOf(text, m.index)}: ${m[0]}: ${why}`);
        else resolved++;
      }
      if (file.endsWith('.md')) {
        for (const m of text.matchAll(
          /\]\(([^)\s]*(?:product\/[a-z0-9-]+|ARCHITECTURE)\.md(?:#[^)\s]*)?)\)/g,
        )) {
          if (/^[a-z]+:/.test(m[1])) continue;
          const [target, anchor] = m[1].split('#');
          const fromRoot = path.posix.normalize(path.posix.join(path.posix.dirname(file), target));
          const why = unresolved(anchor ? `${fromRoot}#${anchor}` : fromRoot);
          if (why) problems.push(`${file}:${lineOf(text, m.index)}: link ${m[1]}: ${why}`);
        }
      }
    }
    for (const problem of problems) console.error(problem);
    console.log(
      `${files.length} files read: ${resolved} references to docs/product and docs/ARCHITECTURE.md resolve, ${problems.length} do not`,
    );
    return problems.length ? 1 : 0;
  }

  const write = !flags.has('--dry-run');
  const totals = { files: 0, spec: {}, architecture: {} };
  for (const { file, text } of files) {
    const result = rewrite(text, file);
    if (result.text === text) continue;
    totals.files++;
    const parts = [];
    for (const kind of ['spec', 'architecture'])
      for (const [n, count] of Object.entries(result.counts[kind])) {
        totals[kind][n] = (totals[kind][n] ?? 0) + count;
        parts.push(`${kind === 'spec' ? 'product' : 'architecture'} ${S}${n} ×${count}`);
      }
    console.log(`${file}: ${parts.join(', ')}`);
    if (write) writeFileSync(path.join(ROOT, file), result.text);
  }
  const sum = (o) => Object.values(o).reduce((a, b) => a + b, 0);
  const list = (o, names) =>
    Object.entries(o)
      .map(([n, c]) => `${S}${n} → ${names[n]}: ${c}`)
      .join('\n  ');
  console.log(
    `${write ? 'rewrote' : 'would rewrite'} ${totals.files} files: ${sum(totals.spec)} product-rule and ${sum(totals.architecture)} architecture section references`,
  );
  if (sum(totals.spec)) console.log(`  ${list(totals.spec, PRODUCT)}`);
  if (sum(totals.architecture))
    console.log(
      `  ${list(
        totals.architecture,
        Object.fromEntries(Object.entries(ARCHITECTURE).map(([n, a]) => [n, `${ARCHITECTURE_FILE}#${a}`])),
      )}`,
    );
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === SELF) process.exitCode = main(process.argv.slice(2));

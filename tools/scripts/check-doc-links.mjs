// Docs that drift: a source comment citing a spec section that does not exist, a README naming a
// file that was renamed or split. Run after moving files; tools/workspace-plugin/src/doc-links.spec.ts
// runs it in CI.
//
//   node tools/scripts/check-doc-links.mjs     prints "file:line: what is missing", exits 1 if any
//
// (a) Spec citations in libs/, apps/, docs/ and README.md ("spec 000 §2", "spec 001 section 7",
//     "spec 001 §2, §6", "spec 000 §1/§6, 001 §7", "spec 000 and 001 §7", "spec 001 sections 2 to 7",
//     "spec 000 line 94"): the document is one of docs/spec/00N-*.txt and the section one of its
//     numbered `## N.` headings (or the line exists); a document cited without a section
//     ("spec 001 Device.type") is listed too.
// (b) Repository paths in backticks (and relative Markdown links) in README.md, libs/*/README.md
//     and docs/**/*.md: a path with a folder resolves from the Markdown file's folder or the
//     repository root; a bare file name (`orders-store.ts`) or a shortened path (`store/x.ts`) must
//     end a path under the Markdown file's folder (anywhere in the repository for the root README
//     and docs/); a glob must match something. Fenced code blocks, URL paths (`/admin/...`),
//     packages (`@app/ui`), placeholders (`libs/<name>`) and what .gitignore ignores are skipped.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** What .gitignore ignores, by name (`/data` → `data`): made by builds, tests and runs. */
const ignored = readFileSync(path.join(root, '.gitignore'), 'utf8')
  .split('\n')
  .map((l) => l.trim().replace(/^\//, ''))
  .filter((l) => l && !/[*!#]/.test(l));
const skippedFolders = new Set(['.git', '.nx', ...ignored]);
const sourceFile = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx|css|html|sql)$/;

/** Every file under `dir` (absolute paths), skipping build output and dependencies. */
export function walk(dir, keep = () => true, out = []) {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skippedFolders.has(entry.name)) walk(full, keep, out);
    } else if (keep(full)) out.push(full);
  }
  return out;
}

const relative = (file) => path.relative(root, file).split(path.sep).join('/');

/** The spec documents: their number ("000") → file, numbered sections and line count. */
export function readSpecs(specDir = path.join(root, 'docs/spec')) {
  const specs = {};
  for (const name of readdirSync(specDir)) {
    const number = /^(\d{3})-.*\.txt$/.exec(name)?.[1];
    if (!number) continue;
    const lines = readFileSync(path.join(specDir, name), 'utf8').split('\n');
    const sections = new Set(
      lines.map((l) => /^## (\d+)\./.exec(l)?.[1]).filter((n) => n !== undefined),
    );
    specs[number] = { file: `docs/spec/${name}`, sections, lines: lines.length };
  }
  return specs;
}

// After "spec", a citation is read token by token until a word that is not part of it: document
// numbers, "§N", "section(s) N", "line N", and the joints ",", "/", "and", "to" (a range). A comment
// may wrap anywhere, so the gaps may hold a line break and the next line's marker ("//", "*", "#").
const tokens =
  /(?<gap>(?:\s|\/\/|\*|#|\()+)|(?<doc>\d{3})(?=(?:\s|\/\/|\*|#)*(?:§|sections?\b|lines?\b|and\s+\d{3}\b))|§\s*(?<sign>\d+)|(?<section>sections?)\b|(?<lineWord>lines?)\b|(?<number>\d+)(?:\.\d+)*\b|(?<joint>,|\/|and\b|to\b)/iy;

/**
 * The spec references in a text: one entry per (document, section or line), with the line of the
 * text where the citation starts.
 */
export function findCitations(text) {
  const out = [];
  for (const match of text.matchAll(/\bspec\b/gi)) {
    const line = text.slice(0, match.index).split('\n').length;
    let documents = [];
    let afterReference = false;
    let mode = 'section';
    let range = false;
    let last;
    const found = [];
    const add = (value) => {
      const from = range && last !== undefined ? last + 1 : value;
      for (let n = from; n <= value; n++)
        for (const document of documents) found.push({ document, kind: mode, value: n });
      last = value;
      range = false;
      afterReference = true;
    };
    tokens.lastIndex = match.index + match[0].length;
    let end = tokens.lastIndex;
    for (let t = tokens.exec(text); t; t = tokens.exec(text)) {
      const g = t.groups;
      if (g.doc) {
        documents = afterReference ? [g.doc] : [...documents, g.doc];
        afterReference = false;
        last = undefined;
      } else if (g.sign) {
        if (!documents.length) break;
        mode = 'section';
        add(Number(g.sign));
      } else if (g.section || g.lineWord) {
        mode = g.section ? 'section' : 'line';
        last = undefined;
      } else if (g.number) {
        if (!documents.length) break;
        add(Number(g.number));
      } else if (g.joint) {
        if (/^to$/i.test(g.joint)) range = true;
      }
      if (!g.gap && !g.joint) end = tokens.lastIndex;
    }
    // "spec 001 Device.type": a document named without a section the reader could open.
    if (!found.length && /^\W{0,3}\d{3}\b/.test(text.slice(match.index + match[0].length)))
      out.push({ line, text: text.slice(match.index, match.index + 40).replace(/\s+/g, ' ') });
    for (const f of found)
      out.push({
        line,
        text: text.slice(match.index, end).replace(/\s+/g, ' '),
        document: f.document,
        ...(f.kind === 'line' ? { specLine: f.value } : { section: String(f.value) }),
      });
  }
  return out;
}

/** What is wrong with each citation (empty when the document and its section or line exist). */
export function citationProblems(citations, specs) {
  const problems = [];
  for (const c of citations) {
    const spec = specs[c.document];
    if (c.document === undefined)
      problems.push({ ...c, missing: 'no section (write "spec 00N §N")' });
    else if (!spec)
      problems.push({ ...c, missing: `spec ${c.document} (no docs/spec/${c.document}-*.txt)` });
    else if (c.section !== undefined && !spec.sections.has(c.section))
      problems.push({
        ...c,
        missing: `spec ${c.document} §${c.section} (${spec.file} has §${[...spec.sections].join(', §')})`,
      });
    else if (c.specLine !== undefined && (c.specLine < 1 || c.specLine > spec.lines))
      problems.push({
        ...c,
        missing: `spec ${c.document} line ${c.specLine} (${spec.file} has ${spec.lines} lines)`,
      });
  }
  return problems;
}

const extensions =
  /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx|json|md|txt|sql|css|html|yml|yaml|sh|cfg|toml|env|example|lock)$/;

/**
 * The repository paths a Markdown text names: in backticks outside fenced blocks, and the targets
 * of relative links. Each with its line; `:12` line suffixes and `#anchors` are dropped.
 */
export function findPaths(markdown) {
  const out = [];
  let fenced = false;
  markdown.split('\n').forEach((text, index) => {
    if (/^\s*(```|~~~)/.test(text)) {
      fenced = !fenced;
      return;
    }
    if (fenced) return;
    const line = index + 1;
    for (const [, token] of text.matchAll(/`([^`\n]+)`/g)) {
      const candidate = token.replace(/(:\d+(-\d+)?)+$/, '').replace(/\/$/, '');
      if (!isPath(candidate)) continue;
      out.push({ line, path: token, target: candidate });
    }
    for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^([a-z]+:|#|\/)/i.test(target)) continue;
      const candidate = decodeURIComponent(target.replace(/#.*$/, '')).replace(/\/$/, '');
      if (candidate) out.push({ line, path: target, target: candidate });
    }
  });
  return out;
}

/** A repository path, not a URL path, a package, a glob, a command or a code expression. */
function isPath(token) {
  // A glob (`server/src/lib/shippers-admin*.ts`, `feature/src/lib/{screens,components}`) must
  // match something; placeholders (`libs/<name>`) and elisions (`…/create`) are not paths.
  if (/[\s<>…|$=()'"[\]?;]/.test(token)) return false;
  if (/[*{},]/.test(token) && (!token.includes('/') || !/^[\w.\-/*{},]+$/.test(token)))
    return false;
  if (/^(\/|@|~|https?:|\.\.\.|-)/.test(token)) return false;
  if (/^[A-Z]+$/.test(token)) return false;
  const name = token.split('/').pop();
  if (token.includes('/'))
    return (
      /^(\.{1,2}\/|libs\/|apps\/|tools\/|docs\/|\.github\/|\.ci\/|contract\/|feature\/|server\/|src\/)/.test(
        token,
      ) || extensions.test(name)
    );
  return (
    extensions.test(name) && /^[\w.-]+$/.test(name) && /[a-z]/i.test(name.replace(extensions, ''))
  );
}

const pathCache = new Map();
/** Every file and folder under `dir`, as paths relative to it, read once. */
function pathsUnder(dir) {
  if (!pathCache.has(dir)) {
    const paths = [];
    const visit = (d, prefix) => {
      for (const entry of readdirSync(d, { withFileTypes: true })) {
        if (skippedFolders.has(entry.name)) continue;
        paths.push(prefix + entry.name);
        if (entry.isDirectory()) visit(path.join(d, entry.name), `${prefix}${entry.name}/`);
      }
    };
    visit(dir, '');
    pathCache.set(dir, paths);
  }
  return pathCache.get(dir);
}

/** Folders and files made when the product runs or builds (.gitignore), and its secrets file. */
function generated(target) {
  const first = target.replace(/^\.\//, '').split('/')[0];
  return ignored.includes(first) || /^[A-Z][A-Z0-9_]*$/.test(first) || target === 'secrets.json';
}

/**
 * Whether a path named in `markdownFile` (absolute) exists: from the file's folder or the root;
 * else as the tail of a path under the file's folder (a domain README's `store/orders-store.ts`,
 * `account-detail.ts` beside a full path in the same cell) or, for the root README and docs/,
 * anywhere in the repository.
 */
export function pathExists(markdownFile, target) {
  // `{a,b}`: every one of the alternatives must exist.
  const brace = /\{([^}]*)\}/.exec(target);
  if (brace)
    return brace[1]
      .split(',')
      .every((alternative) => pathExists(markdownFile, target.replace(brace[0], alternative)));
  if (generated(target)) return true;
  const folder = path.dirname(markdownFile);
  const scope = relative(folder).startsWith('libs/') ? folder : root;
  const bare = target.replace(/^\.\//, '');
  if (bare.includes('*')) {
    const glob = globRegExp(bare);
    return [folder, scope, root].some((base) => pathsUnder(base).some((p) => glob.test(p)));
  }
  if ([folder, root].some((base) => existsSync(path.resolve(base, target)))) return true;
  return pathsUnder(scope).some((p) => `/${p}`.endsWith(`/${bare}`));
}

/** A glob as a regular expression over relative paths, matching at the start or after a '/'. */
function globRegExp(glob) {
  const source = glob
    .split(/(\*\*\/|\*)/)
    .map((part) => (part === '**/' ? '(?:.*/)?' : part === '*' ? '[^/]*' : escape(part)))
    .join('');
  return new RegExp(`(?:^|/)${source}$`);
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The Markdown files whose paths are checked. */
export function markdownFiles() {
  const libs = readdirSync(path.join(root, 'libs'), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => path.join(root, 'libs', e.name, 'README.md'))
    .filter(existsSync);
  // A history records the names of its day; it is not kept current.
  const docs = walk(path.join(root, 'docs'), (f) => f.endsWith('.md') && !f.endsWith('history.md'));
  return [path.join(root, 'README.md'), ...libs, ...docs].filter(existsSync);
}

/** Every problem, as "file:line: message" lines, sorted by file and line. */
export function check() {
  const problems = [];
  const specs = readSpecs();
  const cites = (f) =>
    (sourceFile.test(f) || f.endsWith('.md')) && !relative(f).startsWith('docs/spec/');
  const citing = [
    path.join(root, 'README.md'),
    ...['libs', 'apps', 'docs'].flatMap((dir) => walk(path.join(root, dir), cites)),
  ];
  for (const file of citing)
    for (const p of citationProblems(findCitations(readFileSync(file, 'utf8')), specs))
      problems.push({
        file: relative(file),
        line: p.line,
        message: `cites ${p.missing}: "${p.text}"`,
      });
  for (const file of markdownFiles()) {
    for (const p of findPaths(readFileSync(file, 'utf8')))
      if (!pathExists(file, p.target))
        problems.push({
          file: relative(file),
          line: p.line,
          message: `missing path \`${p.path}\``,
        });
  }
  return problems
    .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line)
    .map((p) => `${p.file}:${p.line}: ${p.message}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problems = check();
  if (problems.length) {
    process.stderr.write(
      `${problems.join('\n')}\n${problems.length} broken reference(s) in the docs\n`,
    );
    process.exit(1);
  }
  process.stdout.write('docs: every spec citation and every named path exists\n');
}

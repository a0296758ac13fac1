// Where the time of a profiled console step went: reads the `<run>-<step>.cpuprofile` and
// `<run>-<step>.trace.json` files that `node tools/bench/console.mjs --profile DIR` writes and prints,
// per step (the runs' figures added up and divided by the number of runs):
//   - the main thread of the page (Chromium's trace): busy time by kind of work (script, style,
//     layout, paint...) and the time it sat idle (waiting for the network, or for a frame);
//   - the JavaScript (V8's CPU profile): self time by origin, a package of node_modules or a file of
//     the workspace when the build has source maps (`vite build --sourcemap`), else by chunk.
//
//   node tools/bench/profile-summary.mjs DIR [--dist dist/apps/console] [--top 20] [--steps menu,filter]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    dist: { type: 'string', default: path.join(root, 'dist/apps/console') },
    top: { type: 'string', default: '20' },
    steps: { type: 'string' },
    // Names the files of these packages (comma-separated) instead of the package.
    files: { type: 'string', default: '' },
  },
});
const dir = positionals[0];
if (!dir) throw new Error('usage: node tools/bench/profile-summary.mjs DIR');
const TOP = Number(args.top);
const detailed = new Set(args.files.split(',').filter(Boolean));

// Source maps are optional: without them (or without the mapper, a dependency of Vite's) the
// JavaScript is named by its chunk.
let TraceMap = null;
let originalPositionFor = null;
try {
  ({ TraceMap, originalPositionFor } = await import('@jridgewell/trace-mapping'));
} catch {
  /* by chunk */
}
const maps = new Map();
function mapOf(url) {
  if (!TraceMap || !url.includes('/assets/')) return null;
  if (maps.has(url)) return maps.get(url);
  const file = path.join(args.dist, 'assets', url.split('/assets/')[1].split('?')[0]);
  const map = existsSync(`${file}.map`)
    ? new TraceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8')))
    : null;
  maps.set(url, map);
  return map;
}

/** A source path as its origin: `react-dom`, `@mui/x-data-grid`, `libs/shared/ui/src/lib/data-table.tsx`. */
function originOf(source) {
  const nm = source.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = source.slice(nm + 'node_modules/'.length);
    const [a, b] = rest.split('/');
    const pkg = a.startsWith('@') ? `${a}/${b}` : a;
    return detailed.has(pkg) ? rest : pkg;
  }
  const at = source.search(/(libs|apps)\//);
  return at >= 0 ? source.slice(at) : source;
}

/** Where a profile node's code is: `(program)`, `(garbage collector)`, an origin, or its chunk. */
function whereOf(frame) {
  const { url, functionName, lineNumber, columnNumber } = frame;
  if (!url) return functionName ? `(${functionName.replace(/[()]/g, '')})` : '(native)';
  const map = mapOf(url);
  // A frame with no position (a module's top level evaluated by V8 reports line -1) is its chunk's.
  if (map && lineNumber >= 0) {
    const pos = originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
    if (pos.source) return originOf(pos.source);
  }
  return url.replace(/^.*\/assets\//, 'chunk ').replace(/-[\w-]{8}\.js$/, '.js');
}

/** Self time (ms) of a CPU profile by where its code is. */
function cpuBy(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const { samples, timeDeltas } = profile;
  for (let i = 0; i < samples.length; i++) {
    // A sample's time is the gap to the next one.
    const dt = (timeDeltas[i + 1] ?? 0) / 1000;
    const node = byId.get(samples[i]);
    const key = whereOf(node.callFrame);
    self.set(key, (self.get(key) ?? 0) + dt);
  }
  return self;
}

/** What a trace event's self time counts as. */
const kindOf = (name) =>
  ({
    FunctionCall: 'script',
    EvaluateScript: 'script',
    'v8.compile': 'script (compile)',
    'v8.compileModule': 'script (compile)',
    'v8.evaluateModule': 'script',
    'v8.run': 'script',
    'V8.Execute': 'script',
    TimerFire: 'script',
    EventDispatch: 'script',
    FireAnimationFrame: 'script',
    RunMicrotasks: 'script',
    'V8.GC_SCAVENGER': 'garbage collection',
    MinorGC: 'garbage collection',
    MajorGC: 'garbage collection',
    'BlinkGC.AtomicPhase': 'garbage collection',
    UpdateLayoutTree: 'style',
    RecalculateStyles: 'style',
    ParseAuthorStyleSheet: 'style',
    Layout: 'layout',
    UpdateLayerTree: 'layout',
    PrePaint: 'paint',
    Paint: 'paint',
    Layerize: 'paint',
    CompositeLayers: 'paint',
    Commit: 'paint',
    ParseHTML: 'parse HTML',
    HitTest: 'hit test',
    // The profiler's and Playwright's own messages (DevTools protocol), not the page's work.
    'Receive mojo message': 'DevTools protocol',
  })[name] ?? 'other';

/** Main-thread time (ms) of a trace by kind of work, and its span. */
function traceBy(trace) {
  const events = trace.traceEvents ?? trace;
  const names = events.filter((e) => e.ph === 'M' && e.name === 'thread_name');
  // The page's renderer: of the renderers' main threads, the one that worked most.
  const count = (t) =>
    events.reduce((n, e) => n + (e.pid === t.pid && e.tid === t.tid && e.ph === 'X' ? 1 : 0), 0);
  const main = names
    .filter((e) => e.args.name === 'CrRendererMain')
    .map((t) => ({ t, n: count(t) }))
    .sort((a, b) => b.n - a.n)[0]?.t;
  if (!main) return null;
  const own = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const kinds = new Map();
  const add = (e, ms) => kinds.set(kindOf(e.name), (kinds.get(kindOf(e.name)) ?? 0) + ms);
  // Self time: each event's duration less its children's (events nest on one thread). `busy` is
  // the time under top-level events.
  let busy = 0;
  const stack = [];
  const settle = (rec) => add(rec.e, (rec.e.dur - rec.childDur) / 1000);
  for (const e of own) {
    while (stack.length && stack.at(-1).end <= e.ts) settle(stack.pop());
    const parent = stack.at(-1);
    if (parent) parent.childDur += e.dur;
    else busy += e.dur;
    stack.push({ e, end: e.ts + e.dur, childDur: 0 });
  }
  while (stack.length) settle(stack.pop());
  const first = own[0]?.ts ?? 0;
  const last = own.reduce((m, e) => Math.max(m, e.ts + e.dur), first);
  return { kinds, busyMs: busy / 1000, spanMs: (last - first) / 1000 };
}

const files = readdirSync(dir);
const steps = [
  ...new Set(
    files.filter((f) => f.endsWith('.cpuprofile')).map((f) => f.replace(/^\d+-|\..*$/g, '')),
  ),
].filter((s) => !args.steps || args.steps.split(',').includes(s));

const add = (into, from, runs) => {
  for (const [k, v] of from) into.set(k, (into.get(k) ?? 0) + v / runs);
};
const table = (map, total) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP)
    .map(([k, v]) => `| ${k} | ${v.toFixed(1)} | ${((100 * v) / total).toFixed(0)} % |`)
    .join('\n');

for (const step of steps) {
  const runs = files.filter((f) => f.endsWith(`-${step}.cpuprofile`));
  const cpu = new Map();
  const work = new Map();
  let busy = 0;
  let span = 0;
  for (const f of runs) {
    add(cpu, cpuBy(JSON.parse(readFileSync(path.join(dir, f), 'utf8'))), runs.length);
    const traceFile = path.join(dir, f.replace('.cpuprofile', '.trace.json'));
    if (existsSync(traceFile)) {
      const t = traceBy(JSON.parse(readFileSync(traceFile, 'utf8')));
      if (t) {
        add(work, t.kinds, runs.length);
        busy += t.busyMs / runs.length;
        span += t.spanMs / runs.length;
      }
    }
  }
  const cpuTotal = [...cpu.values()].reduce((a, b) => a + b, 0);
  const idle = cpu.get('(idle)') ?? 0;
  cpu.delete('(idle)');
  process.stdout.write(
    [
      `### ${step} (${runs.length} runs, means)`,
      '',
      `Main thread: ${busy.toFixed(0)} ms busy in a traced span of ${span.toFixed(0)} ms; the CPU profile's ${cpuTotal.toFixed(0)} ms hold ${idle.toFixed(0)} ms idle.`,
      '',
      '| main-thread work (trace, self) | ms | share of busy |',
      '|---|---|---|',
      table(work, busy),
      '',
      '| JavaScript by origin (CPU profile, self) | ms | share of non-idle |',
      '|---|---|---|',
      table(cpu, cpuTotal - idle),
      '',
      '',
    ].join('\n'),
  );
}

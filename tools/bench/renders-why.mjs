// Why a click re-renders what it does (not a benchmark: counts, no times). Signs in to the console
// in Debian's Chromium and, for the menu's 'Đơn hàng', the next page and the 'Hôm qua' chip, prints
// each React commit after the click: how many components re-rendered (by the nearest named screen,
// panel, table, bar… above them), which were mounted, the topmost re-rendered components (where a
// render started) and every memoised component whose props changed, with the names of those props.
//
//   node tools/bench/renders-why.mjs [--dist dist] [--port 4399] [--data-dir /tmp/renders-why]
//
// Names are only readable in a build that is not minified:
//   (cd apps/console && npx vite build --minify false --outDir ../../dist/nomin/apps/console)
//   cp -r dist/apps/api dist/nomin/apps/ && node tools/bench/renders-why.mjs --dist dist/nomin
// It reads React's commits through the hook React DOM calls for its developer tools (the
// production build calls it too), as `console.mjs --renders` does.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { benchContext, launchChromium, signInPage } from './lib/browser.mjs';
import { root, startApi } from './lib/orders-api.mjs';

const { values: args } = parseArgs({
  options: {
    dist: { type: 'string', default: path.join(root, 'dist') },
    port: { type: 'string', default: '4399' },
    'data-dir': { type: 'string', default: '/tmp/renders-why' },
  },
});
const base = `http://127.0.0.1:${args.port}`;
const dist = path.resolve(args.dist);

/** Installed before the page's scripts: records each commit while `window.__whyOn`. */
function hook() {
  const tags = new Set([0, 1, 11, 14, 15]); // function, class, forwardRef, memo, simple memo
  const nameOf = (fiber) => {
    const type = fiber.type?.render ?? fiber.type?.type ?? fiber.type;
    return type?.displayName || type?.name || '?';
  };
  const owner =
    /Screen$|Panel$|Filter$|Table$|Header$|Layout$|Menu$|Bar$|DataGrid$|Footer$|Select$|Field$|Row$|Fields$|Cell$|Popover$/;
  const ownerOf = (fiber) => {
    for (let p = fiber.return; p; p = p.return) {
      const name = nameOf(p);
      if (owner.test(name)) return name;
    }
    return '?';
  };
  window.__why = [];
  window.__whyOn = false;
  let seen = new WeakSet();
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject() {
      return 1;
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      const next = new WeakSet();
      const commit = { rendered: {}, mounted: {}, causes: [] };
      const visit = (first, ancestorRendered) => {
        for (let f = first; f; f = f.sibling) {
          next.add(f);
          let rendered = false;
          if (tags.has(f.tag) && !seen.has(f) && (f.flags & 1) !== 0) {
            rendered = true;
            const by = f.alternate ? commit.rendered : commit.mounted;
            const where = ownerOf(f);
            by[where] = (by[where] ?? 0) + 1;
            const a = f.alternate;
            const memo = (f.tag === 14 || f.tag === 15) && a && a.memoizedProps !== f.memoizedProps;
            if (a && (!ancestorRendered || memo)) {
              const changed = [];
              const keys = new Set([
                ...Object.keys(a.memoizedProps ?? {}),
                ...Object.keys(f.memoizedProps ?? {}),
              ]);
              if (a.memoizedProps !== f.memoizedProps)
                for (const k of keys)
                  if (a.memoizedProps?.[k] !== f.memoizedProps?.[k]) changed.push(k);
              commit.causes.push(
                `${memo ? 'memo broken: ' : 'starts at: '}${nameOf(f)} (props ${changed.join(', ') || 'the same'}${a.memoizedState !== f.memoizedState ? ', own state' : ''}) in ${ownerOf(f)}`,
              );
            }
          }
          if (f.child) visit(f.child, ancestorRendered || rendered);
        }
      };
      visit(root.current, false);
      seen = next;
      if (window.__whyOn) window.__why.push(commit);
    },
  };
}

const sum = (o) => Object.values(o).reduce((a, b) => a + b, 0);
const top = (o) =>
  Object.entries(o)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ');

// Served as `npm start` serves it: PGlite in its own folder, seeded 'small' on the first start.
const api = await startApi({
  db: '',
  port: Number(args.port),
  dist,
  seed: 'small',
  env: {
    DATA_DIR: args['data-dir'],
    CONSOLE_DIST: path.join(dist, 'apps/console'),
    PUBLIC_URL: base,
  },
  quiet: true,
});
const browser = await launchChromium();
try {
  const context = await benchContext(browser, { initScripts: [hook] });
  const page = await context.newPage();
  await signInPage(page, base);
  await page.waitForTimeout(3000);
  const steps = [
    [
      "menu 'Đơn hàng'",
      async () => {
        await page
          .getByRole('navigation', { name: 'Menu chính' })
          .getByRole('link', { name: 'Đơn hàng' })
          .click();
        await page.locator('.MuiDataGrid-row').first().waitFor();
      },
    ],
    ['next page', () => page.getByRole('button', { name: /trang tiếp theo/i }).click()],
    ["'Hôm qua'", () => page.getByRole('button', { name: 'Hôm qua' }).click()],
  ];
  for (const [label, act] of steps) {
    await page.evaluate(() => {
      window.__why = [];
      window.__whyOn = true;
    });
    await act();
    await page.waitForTimeout(2500);
    const commits = await page.evaluate(() => window.__why);
    console.log(`\n=== ${label}: ${commits.length} commits`);
    commits.forEach((c, i) => {
      if (sum(c.rendered) + sum(c.mounted) === 0) return;
      console.log(
        ` commit ${i}: re-rendered ${sum(c.rendered)} (${top(c.rendered)}); mounted ${sum(c.mounted)} (${top(c.mounted)})`,
      );
      for (const cause of c.causes.slice(0, 20)) console.log(`   ${cause}`);
    });
  }
} finally {
  await browser.close();
  api.kill();
}

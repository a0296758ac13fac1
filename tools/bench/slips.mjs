// Benchmarks the batch slips print (issue 29's budget: a batch of 100 slips renders for print in
// under 2 s).
//
//   node tools/bench/slips.mjs [--db postgres://postgres@127.0.0.1:5432/bench_slips] [--build]
//                              [--slips 100] [--contexts 3] [--prints 3] [--port 4443] [--keep]
//
// Creates a fresh scratch database (dropped first if it exists, dropped at the end unless --keep),
// starts the production bundle (API and console) on it with the 'test' seed, and puts exactly
// `slips` orders still to deliver on one floor (the orders already open there are moved on to
// 'Giao thành công'; the new ones spread over the floor's apartments, two lines each). Then, in
// real Chromium (/usr/bin/chromium), for each of `contexts` fresh browser contexts (the first print
// of a page loads the print's code) it signs in as the super admin, opens the order list of that
// building and prints that floor `prints` times through 'In phiếu theo tầng': the floor picker's
// 'Đồng ý' is the click. Timed: from that click (the event's time) to the moment the page calls
// window.print(), which the page does once the route sheet and every slip are rendered and laid
// out (printSlips reads the layout first). window.print is replaced in the page by a recorder for
// the measurement only (no dialog opens; the console's own code is unchanged), which also checks
// that `slips` slips and the route sheet are in the document.
// Prints a Markdown report and writes it to /tmp/slips-bench.md.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { benchContext, launchChromium, signInPage } from './lib/browser.mjs';
import { buildConsoleAndApi, consoleDist, log, onScratchApi } from './lib/orders-api.mjs';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/bench_slips' },
    build: { type: 'boolean', default: false },
    slips: { type: 'string', default: '100' },
    contexts: { type: 'string', default: '3' },
    prints: { type: 'string', default: '3' },
    port: { type: 'string', default: '4443' },
    keep: { type: 'boolean', default: false },
  },
});
const SLIPS = Number(args.slips);
const base = `http://127.0.0.1:${args.port}`;
const budgetMs = 2000;
const WAITING_FOR_DELIVERY = 20;
const SUCCESS = 3;
const open = [1, 20, 2];

/** Exactly SLIPS open orders on the first floor (by position) of the building with most apartments. */
async function prepareFloor(client) {
  const { rows } = await client.query(
    `SELECT f.id AS floor_id, f.name AS floor_name, f.building_id, b.name AS building_name
     FROM floors f JOIN buildings b ON b.id = f.building_id
     WHERE EXISTS (SELECT 1 FROM apartments a WHERE a.floor_id = f.id)
       AND EXISTS (SELECT 1 FROM orders o WHERE o.building_id = f.building_id)
     ORDER BY (SELECT count(*) FROM apartments a WHERE a.building_id = f.building_id) DESC,
              f.building_id, f.position, f.id
     LIMIT 1`,
  );
  const floor = rows[0];
  if (!floor) throw new Error('no floor with apartments and orders in the seed');
  await client.query('BEGIN');
  await client.query(
    `UPDATE orders SET status = $3 WHERE floor_id = $1 AND status = ANY($2::smallint[])`,
    [floor.floor_id, open, SUCCESS],
  );
  await client.query(
    `WITH template AS (
       SELECT shop_id, customer_id FROM orders WHERE building_id = $1 ORDER BY id LIMIT 1),
     apts AS (
       SELECT id, row_number() OVER (ORDER BY name, id) - 1 AS i, count(*) OVER () AS n
       FROM apartments WHERE floor_id = $2)
     INSERT INTO orders (id, order_code, shop_id, customer_id, building_id, floor_id, apartment_id,
                         status, sell_price, credit, prepaid, payment_method, note)
     SELECT substr(md5('slip' || g || clock_timestamp()::text), 1, 24), 'DHBENCH' || lpad(g::text, 5, '0'),
            t.shop_id, t.customer_id, $1, $2, a.id, $3, 250000 + 1000 * g, 0, 0,
            CASE WHEN g % 5 = 0 THEN 'WIRE_TRANSFER' ELSE 'COD' END, 'Giao giờ hành chính'
     FROM generate_series(1, $4::int) g CROSS JOIN template t
     JOIN apts a ON a.i = (g - 1) % a.n`,
    [floor.building_id, floor.floor_id, WAITING_FOR_DELIVERY, SLIPS],
  );
  await client.query(
    `INSERT INTO order_lines (id, order_id, name, code, quantity, unit_price, discount, amount)
     SELECT substr(md5(o.id || l || clock_timestamp()::text), 1, 24), o.id,
            CASE l WHEN 1 THEN 'Rau cải ngọt' ELSE 'Thịt ba chỉ' END, 'SP' || l, l, 100000, 0, 100000 * l
     FROM orders o CROSS JOIN generate_series(1, 2) l WHERE o.order_code LIKE 'DHBENCH%'`,
  );
  await client.query('COMMIT');
  const count = await client.query(
    'SELECT count(*)::int AS n FROM orders WHERE floor_id = $1 AND status = ANY($2::smallint[])',
    [floor.floor_id, open],
  );
  if (count.rows[0].n !== SLIPS) throw new Error(`${count.rows[0].n} open orders on the floor`);
  return floor;
}

/** Installed in every page: the click on the floor picker's 'Đồng ý' and print()'s call. */
function printRecorder() {
  const w = window;
  w.benchPrints = [];
  w.benchClickAt = null;
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (button?.textContent?.trim() === 'Đồng ý') w.benchClickAt = event.timeStamp;
    },
    true,
  );
  window.print = () => {
    const host = document.getElementById('slips-print');
    const call = performance
      .getEntriesByType('resource')
      .filter((e) => e.name.endsWith('/admin/package/slips'))
      .at(-1);
    w.benchPrints.push({
      ms: performance.now() - w.benchClickAt,
      answerMs: call ? call.responseEnd - w.benchClickAt : NaN,
      renderMs: (() => {
        const at = (name) => performance.getEntriesByName(name).at(-1)?.startTime ?? NaN;
        return [at('slips:render'), at('slips:rendered'), at('slips:laid-out')].map(
          (t) => t - w.benchClickAt,
        );
      })(),
      slips: host?.querySelectorAll('article').length ?? 0,
      stops: host?.querySelectorAll('.slips-route tbody tr').length ?? 0,
      height: host?.getBoundingClientRect().height ?? 0,
    });
  };
}

async function printFloor(page, floor, expected) {
  await page.getByRole('button', { name: 'In phiếu theo tầng' }).click();
  const dialog = page.getByRole('dialog', { name: 'Chọn tầng' });
  await dialog.getByRole('textbox').fill(floor.floor_name);
  await dialog.locator(`[role="row"][data-id="${floor.floor_id}"]`).getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Đồng ý' }).click();
  await page.waitForFunction((n) => window.benchPrints.length === n, expected, { timeout: 60_000 });
  return page.evaluate(() => window.benchPrints.at(-1));
}

async function oneContext(browser, floor) {
  const context = await benchContext(browser, { initScripts: [printRecorder] });
  const page = await context.newPage();
  try {
    await signInPage(page, base);
    await page.goto(`${base}/dashboard/order?buildingId=${floor.building_id}`);
    await page.locator('[role="row"][data-id]').first().waitFor({ timeout: 60_000 });
    const prints = [];
    for (let i = 1; i <= Number(args.prints); i++) prints.push(await printFloor(page, floor, i));
    return prints;
  } finally {
    await context.close();
  }
}

buildConsoleAndApi(args.build);
const scratchApi = {
  db: args.db,
  port: Number(args.port),
  keep: args.keep,
  quiet: true,
  env: {
    CONSOLE_DIST: consoleDist,
    PUBLIC_URL: base,
    DATA_DIR: path.join(os.tmpdir(), 'slips-bench-data'),
  },
};
const failed = await onScratchApi(scratchApi, async ({ client }) => {
  let failed = false;
  const floor = await prepareFloor(client);
  log(`${SLIPS} orders to deliver on ${floor.floor_name}, ${floor.building_name}`);
  const browser = await launchChromium();
  const runs = [];
  try {
    for (let c = 1; c <= Number(args.contexts); c++) {
      const prints = await oneContext(browser, floor);
      prints.forEach((p, i) => runs.push({ context: c, print: i + 1, ...p }));
      log(
        `context ${c}: ${prints.map((p) => `${p.ms.toFixed(0)} ms (answer at ${p.answerMs.toFixed(0)}, render ${p.renderMs.map((t) => t.toFixed(0)).join('/')})`).join(', ')}`,
      );
    }
  } finally {
    await browser.close();
  }
  for (const r of runs)
    if (r.slips !== SLIPS || r.stops < 1 || r.height <= 0) {
      failed = true;
      log(`print ${r.context}.${r.print}: ${r.slips} slips, ${r.stops} stops laid out`);
    }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const first = runs.filter((r) => r.print === 1).map((r) => r.ms);
  const later = runs.filter((r) => r.print > 1).map((r) => r.ms);
  const worst = Math.max(...runs.map((r) => r.ms));
  const report = [
    `## Batch slips: ${SLIPS} slips from the click to the laid-out document (Chromium ${browser.version()}, ${os.cpus().length} cores, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')}, ${new Date().toISOString().slice(0, 10)})`,
    '',
    '| Context | Print | Click → print() (ms) | of which: click → answer received (ms) | Slips | Route stops | Document height (px) |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...runs.map(
      (r) =>
        `| ${r.context} | ${r.print} | ${r.ms.toFixed(0)} | ${r.answerMs.toFixed(0)} | ${r.slips} | ${r.stops} | ${r.height.toFixed(0)} |`,
    ),
    '',
    `First print of a page (loads the print's code): median ${median(first).toFixed(0)} ms; later prints: median ${median(later).toFixed(0)} ms; slowest ${worst.toFixed(0)} ms (budget ${budgetMs} ms): ${worst <= budgetMs ? 'within' : 'OVER'}.`,
  ].join('\n');
  console.log(report);
  writeFileSync('/tmp/slips-bench.md', `${report}\n`);
  return failed || worst > budgetMs;
});
process.exit(failed ? 1 : 0);

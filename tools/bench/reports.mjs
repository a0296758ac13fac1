// Times every overview report and the feedback list against a running API (not a test).
//   BASE=http://127.0.0.1:4333 node tools/bench/reports.mjs
// Signs in as the super admin and the operator, asks each path RUNS times, prints the median and p95
// of the server's own response time as the client sees it (one request at a time).
const BASE = process.env.BASE ?? 'http://127.0.0.1:4200';
const RUNS = Number(process.env.RUNS ?? 20);
const PASSWORD = process.env.PASSWORD ?? 'Demo@12345';

async function token(email) {
  const res = await fetch(`${BASE}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in ${email}: ${res.status}`);
  const body = await res.json();
  return body.token ?? body.data?.token;
}

const paths = [
  '/report/daily',
  '/statistic/registers',
  '/statistic/users',
  '/statistic/orders',
  '/statistic/purchased-user-apartments',
  '/percentage/apartments',
  '/statistic/daily',
  '/statistic/sales',
  '/statistic/hot_product',
  '/feedback',
];

const pct = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

for (const [who, email, prefix] of [
  ['super admin', 'superadmin@example.com', '/api/v1.1/admin'],
  ['operator', 'operator@example.com', '/api/v1.1/operator'],
]) {
  const auth = { authorization: `Bearer ${await token(email)}` };
  for (const path of paths) {
    const times = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      const res = await fetch(`${BASE}${prefix}${path}`, { headers: auth });
      await res.arrayBuffer();
      times.push(performance.now() - t0);
      if (res.status !== 200) throw new Error(`${prefix}${path}: ${res.status}`);
    }
    times.sort((a, b) => a - b);
    console.log(
      `${who.padEnd(12)} ${path.padEnd(38)} median ${pct(times, 50).toFixed(1)} ms  p95 ${pct(times, 95).toFixed(1)} ms`,
    );
  }
}

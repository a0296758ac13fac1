// The npm registry reachable here serves only some platforms' native binaries (the others answer
// 404), so `npm install` leaves the other platforms' optional packages out of package-lock.json and
// `npm ci` then refuses the lockfile ("Missing: @swc/core-darwin-arm64@ from lock file").
// This script adds the missing optional entries with the os/cpu/libc that their names state, so
// `npm ci` accepts the lockfile and skips them on a platform they do not fit, without fetching.
// Run it after any `npm install` that changes the lockfile: `node tools/scripts/lock-optional-platforms.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const file = path.join(root, 'package-lock.json');
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;

const osOf = (name) =>
  [
    'darwin',
    'linux',
    'win32',
    'freebsd',
    'android',
    'openharmony',
    'sunos',
    'aix',
    'netbsd',
    'openbsd',
  ].find((os) => new RegExp(`(^|-)${os}(-|$)`).test(name));
const cpuOf = (name) =>
  [
    'arm64',
    'x64',
    'ia32',
    'arm',
    'ppc64',
    's390x',
    'riscv64',
    'loong64',
    'wasm32',
    'mips64el',
  ].find((cpu) =>
    new RegExp(`(^|-)${cpu}(-|$)`).test(name.replace(/-(gnueabihf|musleabihf|eabi)$/, '')),
  );
const libcOf = (name) => (/-musl/.test(name) ? 'musl' : /-gnu/.test(name) ? 'glibc' : undefined);

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  if (!entry.optionalDependencies || !location.includes('node_modules/')) continue;
  const base = location.slice(0, location.lastIndexOf('node_modules/'));
  for (const [dep, version] of Object.entries(entry.optionalDependencies)) {
    const candidates = [
      `${location}/node_modules/${dep}`,
      `${base}node_modules/${dep}`,
      `node_modules/${dep}`,
    ];
    if (candidates.some((c) => packages[c])) continue;
    const short = dep.split('/').pop();
    const os = osOf(short);
    const cpu = cpuOf(short);
    if (!os || !cpu) continue;
    const libc = libcOf(short);
    packages[`node_modules/${dep}`] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      os: [os],
      cpu: [cpu],
      ...(libc && os === 'linux' ? { libc: [libc] } : {}),
    };
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} optional platform entries added`);

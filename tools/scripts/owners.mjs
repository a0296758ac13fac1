// Who owns what: every project carries one `team:<name>` tag (its package.json "nx" tags), and
// .github/CODEOWNERS is written from those tags, so GitHub's review requests and Nx agree.
//
//   node tools/scripts/owners.mjs                  prints the teams and their projects
//   node tools/scripts/owners.mjs --write          writes .github/CODEOWNERS from the tags
//   node tools/scripts/owners.mjs --check          exits 1 when CODEOWNERS is not what the tags say
//   node tools/scripts/owners.mjs --files=a,b      the teams whose review a change to those files needs
//                                                  (through `nx show projects --affected`)
//
// Nx's own ownership plugin (@nx/owners) needs an Nx Enterprise licence; tags need nothing.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The teams, their GitHub handle and what they look after. */
export const teams = {
  platform: {
    handle: '@bang-quan-tri/platform',
    about: 'the apps, the shared libs, sign-in and sessions, the seeder, tools, CI',
  },
  orders: {
    handle: '@bang-quan-tri/orders',
    about: 'orders, wallet transactions, the overview',
  },
  catalogue: {
    handle: '@bang-quan-tri/catalogue',
    about: 'shops, products, categories',
  },
  residents: {
    handle: '@bang-quan-tri/residents',
    about: 'buildings, accounts and staff, notifications, feedback',
  },
};

/** Every project: its folder (relative, '/'-separated), its Nx name and its team. */
export function readProjects() {
  const out = [];
  const walk = (dir, depth) => {
    if (!existsSync(dir) || depth > 3) return;
    const manifest = path.join(dir, 'package.json');
    if (dir !== root && existsSync(manifest)) {
      const nx = JSON.parse(readFileSync(manifest, 'utf8')).nx;
      if (nx?.name) {
        const teamTags = (nx.tags ?? []).filter((t) => t.startsWith('team:'));
        out.push({
          root: path.relative(root, dir).split(path.sep).join('/'),
          name: nx.name,
          teams: teamTags.map((t) => t.slice('team:'.length)),
        });
      }
    }
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (
        entry.isDirectory() &&
        !['node_modules', 'src', 'dist', '.git', '.nx'].includes(entry.name)
      )
        walk(path.join(dir, entry.name), depth + 1);
    }
  };
  for (const top of ['apps', 'libs', 'tools']) walk(path.join(root, top), 0);
  return out.sort((a, b) => a.root.localeCompare(b.root));
}

/** Projects without exactly one known team. */
export function ownerProblems(projects = readProjects()) {
  return projects
    .filter((p) => p.teams.length !== 1 || !(p.teams[0] in teams))
    .map((p) => `${p.name} (${p.root}): team tags [${p.teams.join(', ')}]`);
}

/**
 * The CODEOWNERS text: the whole repository to platform, then each project's folder to its team; a
 * domain's three projects share one team, so they are written as one `libs/<domain>/` line.
 */
export function codeowners(projects = readProjects()) {
  const lines = [
    '# Written by `node tools/scripts/owners.mjs --write` from the `team:*` tags of every',
    "# project's package.json; `--check` (in the tests) fails when this file and the tags differ.",
    '',
    `* ${teams.platform.handle}`,
  ];
  const folders = new Map();
  for (const p of projects) {
    const [top, second] = p.root.split('/');
    const folder =
      top === 'libs' && second !== 'shared' && second !== 'seed' ? `libs/${second}` : p.root;
    const team = p.teams[0];
    const seen = folders.get(folder);
    if (seen && seen !== team)
      throw new Error(`${folder} holds projects of two teams: ${seen} and ${team}`);
    folders.set(folder, team);
  }
  for (const [folder, team] of [...folders].sort(([a], [b]) => a.localeCompare(b))) {
    if (team !== 'platform') lines.push(`/${folder}/ ${teams[team].handle}`);
  }
  return lines.join('\n') + '\n';
}

const codeownersFile = path.join(root, '.github/CODEOWNERS');

function main(args) {
  const problems = ownerProblems();
  if (problems.length) {
    console.error(`Every project needs one team tag of ${Object.keys(teams).join(', ')}:`);
    for (const p of problems) console.error(`  ${p}`);
    process.exit(1);
  }
  const files = args.find((a) => a.startsWith('--files='))?.slice('--files='.length);
  if (args.includes('--write')) {
    writeFileSync(codeownersFile, codeowners());
    console.log(`wrote ${path.relative(root, codeownersFile)}`);
  } else if (args.includes('--check')) {
    const current = existsSync(codeownersFile) ? readFileSync(codeownersFile, 'utf8') : '';
    if (current !== codeowners()) {
      console.error(
        '.github/CODEOWNERS differs from the team tags: run node tools/scripts/owners.mjs --write',
      );
      process.exit(1);
    }
    console.log('.github/CODEOWNERS matches the team tags');
  } else if (files) {
    const affected = JSON.parse(
      execFileSync('npx', ['nx', 'show', 'projects', '--affected', `--files=${files}`, '--json'], {
        cwd: root,
        env: { ...process.env, NX_DAEMON: 'false' },
        encoding: 'utf8',
      }),
    );
    const byTeam = new Map();
    for (const p of readProjects().filter((x) => affected.includes(x.name))) {
      byTeam.set(p.teams[0], [...(byTeam.get(p.teams[0]) ?? []), p.name]);
    }
    for (const [team, names] of byTeam) console.log(`${teams[team].handle}: ${names.join(' ')}`);
  } else {
    const projects = readProjects();
    for (const [team, { handle, about }] of Object.entries(teams)) {
      const names = projects.filter((p) => p.teams[0] === team).map((p) => p.name);
      console.log(`${handle} (${about}): ${names.join(' ')}`);
    }
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  main(process.argv.slice(2));

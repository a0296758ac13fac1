import { existsSync } from 'node:fs';
import path from 'node:path';

/** The workspace root: the nearest folder above the current directory holding nx.json. */
export function workspaceRoot(from: string = process.cwd()): string {
  let dir = path.resolve(from);
  for (;;) {
    if (existsSync(path.join(dir, 'nx.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

/** DATABASE_URL, or the PGlite folder from DATA_DIR (default ./data/db relative to the workspace root). */
export function connectionOptions(): { databaseUrl?: string; dataDir: string } {
  const databaseUrl = process.env['DATABASE_URL'] || undefined;
  const dataDir = process.env['DATA_DIR'] ? path.resolve(process.env['DATA_DIR']) : path.join(workspaceRoot(), 'data', 'db');
  return { databaseUrl, dataDir };
}

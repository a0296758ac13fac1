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

/**
 * The same folders as the API server (apps/api/src/config.ts): DATA_DIR (default ./data at the
 * workspace root) holds PGlite in `db/` unless DATABASE_URL is set, and the uploads in `uploads/`
 * unless UPLOAD_DIR is set.
 */
export function connectionOptions(): { databaseUrl?: string; dataDir: string; uploadDir: string } {
  const databaseUrl = process.env['DATABASE_URL'] || undefined;
  const base = process.env['DATA_DIR']
    ? path.resolve(process.env['DATA_DIR'])
    : path.join(workspaceRoot(), 'data');
  const uploadDir = process.env['UPLOAD_DIR']
    ? path.resolve(process.env['UPLOAD_DIR'])
    : path.join(base, 'uploads');
  return { databaseUrl, dataDir: path.join(base, 'db'), uploadDir };
}

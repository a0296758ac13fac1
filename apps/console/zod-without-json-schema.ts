import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** zod's JSON Schema modules (the generator and the processor of every schema type). */
const JSON_SCHEMA_MODULE =
  /[\\/]zod[\\/]v4[\\/]core[\\/](to-json-schema|json-schema-processors)\.js$/;
/** The one export of those modules that is not about JSON Schema: the checks a schema carries. */
const KEPT: Record<string, readonly string[]> = {
  'json-schema-processors': ['aggregateChecks'],
  'to-json-schema': [],
};
/** The suffix of the id under which a module is loaded as it is (for its kept exports). */
const AS_IS = '?zod-as-is';

/** The names a module exports (`export const|function|class x`, `export { a as b, c }`). */
export function exportedNames(source: string): string[] {
  const names = [
    ...source.matchAll(/^export (?:const|let|var|async function\*?|function\*?|class) (\w+)/gm),
  ].map((m) => m[1] ?? '');
  for (const [, list] of source.matchAll(/^export \{([^}]*)\}(?! from)/gm))
    for (const part of (list ?? '').split(','))
      names.push(
        part
          .trim()
          .split(/\s+as\s+/)
          .at(-1) ?? '',
      );
  return [...new Set(names.filter(Boolean))];
}

/**
 * The console's build without zod's JSON Schema generator (issue 31 item 1: about 60 KB of zod's
 * source in the list page, called only by `schema.toJSONSchema()` and `z.toJSONSchema()`, which the
 * console never calls; every classic schema type refers to its processor, so the bundler cannot
 * drop them). The two modules are replaced, in the console's build only, by functions that throw
 * when a JSON Schema is asked for; `aggregateChecks` (a string's `minLength`, `format`) is the
 * real one. Parsing, checks, messages and types are untouched, and the API server, the tests and
 * the dev server load zod as it is. The names are read from the modules themselves, so a zod
 * upgrade that adds one still builds. docs/decisions/console.md, "zod in the console".
 */
export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return source.endsWith(AS_IS) ? source : null;
    },
    load(id) {
      if (id.endsWith(AS_IS)) return readFileSync(id.slice(0, -AS_IS.length), 'utf8');
      const match = JSON_SCHEMA_MODULE.exec(id);
      if (!match) return null;
      const kept = KEPT[match[1] ?? ''] ?? [];
      const names = exportedNames(readFileSync(id, 'utf8'));
      const missing = kept.filter((name) => !names.includes(name));
      if (missing.length)
        throw new Error(`zod-without-json-schema: ${id} no longer exports ${missing}`);
      return [
        'const unavailable = () => {',
        `  throw new Error("zod's JSON Schema generator is not part of the console's build (apps/console/zod-without-json-schema.ts)");`,
        '};',
        'const stub = () => unavailable;',
        ...names
          .filter((name) => !kept.includes(name))
          .map((name) => `export const ${name} = stub;`),
        ...(kept.length
          ? [`export { ${kept.join(', ')} } from ${JSON.stringify(id + AS_IS)};`]
          : []),
      ].join('\n');
    },
  };
}

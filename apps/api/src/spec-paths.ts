import { staffPaths } from '@app/accounts-contract';
import { productCategoriesPaths } from '@app/categories-contract';
import { uploadsPaths } from '@app/contract';
import { overviewPaths } from '@app/overview-contract';

/** The prefix that spec 001 section 7 puts in front of its paths "unless noted". */
export const SPEC_PREFIX = '/api/v1.1';

/**
 * The spec paths whose prefix is ambiguous, served at both spellings (with and without
 * `/api/v1.1`). Spec 001 section 7 says "Paths are under /api/v1.1 unless noted" and then writes
 * these without any prefix, while spec 000 section 7 writes its paths literally (the uploads among
 * them): a client may read them either way. Each row is the spelling the routes are registered at
 * (`canonical`, the one the console calls and docs/decisions/server.md names); the other spelling
 * is rewritten to it before routing, so one handler answers both.
 */
export const ambiguousSpecPaths: ReadonlyArray<{ canonical: string; spec: string }> = [
  // Product categories (spec 001 §7): registered under /api/v1.1.
  ...[
    productCategoriesPaths.list,
    productCategoriesPaths.create,
    productCategoriesPaths.detail,
    productCategoriesPaths.activate,
    productCategoriesPaths.deactivate,
    productCategoriesPaths.rearrange,
  ].map((canonical) => ({ canonical, spec: 'spec 001 §7, Product categories' })),
  // The older statistics (spec 001 §7, Reports, "Older") and their operator twins: under /api/v1.1.
  ...[overviewPaths.legacyDaily, overviewPaths.sales, overviewPaths.hotProduct].flatMap((twins) =>
    [twins.admin, twins.operator].map((canonical) => ({
      canonical,
      spec: 'spec 001 §7, Reports and statistics (Older)',
    })),
  ),
  // Staff (spec 001 §7): registered literally.
  ...Object.values(staffPaths).map((canonical) => ({ canonical, spec: 'spec 001 §7, Staff' })),
  // Uploads (spec 000 §7 literally, spec 001 §7 "under /api/v1.1"): registered literally.
  ...[
    uploadsPaths.single,
    uploadsPaths.multi,
    uploadsPaths.ecommerce,
    uploadsPaths.ecommerceMulti,
    uploadsPaths.building,
  ].map((canonical) => ({ canonical, spec: 'spec 000 and 001 §7, Uploads' })),
];

/** The other spelling of a canonical path: the prefix added or taken away. */
export const otherSpelling = (canonical: string): string =>
  canonical.startsWith(`${SPEC_PREFIX}/`)
    ? canonical.slice(SPEC_PREFIX.length)
    : SPEC_PREFIX + canonical;

const toPattern = (path: string) =>
  new RegExp(
    `^${path
      .split('/')
      .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/')}/?$`,
  );

const rewrites = ambiguousSpecPaths.map(({ canonical }) => ({
  other: toPattern(otherSpelling(canonical)),
  toCanonical: (path: string) =>
    canonical.startsWith(`${SPEC_PREFIX}/`) ? SPEC_PREFIX + path : path.slice(SPEC_PREFIX.length),
}));

/**
 * Fastify's `rewriteUrl`: a request at the other spelling of an ambiguous spec path goes to the
 * canonical one (query kept); every other URL is left alone.
 */
export function toCanonicalSpecPath(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  const rewrite = rewrites.find((r) => r.other.test(path));
  return rewrite ? rewrite.toCanonical(path) + (queryAt < 0 ? '' : url.slice(queryAt)) : url;
}

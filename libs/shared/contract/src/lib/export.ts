import { z } from 'zod';

/**
 * Exports of the main lists (issue 27): `GET <list path>/export?format=csv|xlsx&<the list's filters>`,
 * the same roles, building scope and filters as the list, every matching row (no page).
 */
export const ExportFormat = { CSV: 'csv', XLSX: 'xlsx' } as const;
export type ExportFormat = (typeof ExportFormat)[keyof typeof ExportFormat];

export const exportMessages = {
  invalidFormat: 'Định dạng xuất phải là csv hoặc xlsx',
} as const;

export const exportFormatSchema = z.enum([ExportFormat.CSV, ExportFormat.XLSX], {
  error: exportMessages.invalidFormat,
});

/** The export path of a list path: `/admin/package` → `/admin/package/export`. */
export const exportPath = <const P extends string>(listPath: P) => `${listPath}/export` as const;

/**
 * The export's query: the list's query (its checks included) and the format. The list's paging
 * parameters are accepted and ignored, so a list URL's query exports as it is.
 */
export const exportQuerySchema = <Shape extends z.ZodRawShape>(listQuery: z.ZodObject<Shape>) =>
  // `safeExtend` keeps the list's refinements (date order); its generic check of a key that the
  // list might already have is what the cast answers: no list query has a `format`.
  (listQuery as z.ZodObject).safeExtend({ format: exportFormatSchema }) as unknown as z.ZodObject<
    z.core.util.Extend<Shape, { format: typeof exportFormatSchema }>
  >;

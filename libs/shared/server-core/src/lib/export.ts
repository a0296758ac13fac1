import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ExportFormat, exportQuerySchema, type Role } from '@app/contract';
import { buildingScope } from './auth-plugin';
import type { BuildingScope } from './list-query';
import type { ZodApp } from './twin-routes';
import { vietnamToday } from '@app/util-format';

/**
 * Exports of the main lists (issue 27, docs/decisions/lists.md "Exports"): every row a list's
 * filters select, streamed from the database in batches to a CSV or XLSX file while it is written,
 * so that memory stays flat whatever the number of rows.
 */

/** What a cell holds; `null`/`undefined` is an empty cell. */
export type ExportCell = string | number | Date | null | undefined;

/**
 * How a column is written. `money` and `number` are numbers (XLSX: `1.250.000 ₫` in a Vietnamese
 * Excel); `datetime` and `date` are the Vietnam wall clock (CSV: `2026-11-27 08:05:00`, which Excel
 * reads as a date; XLSX: a date cell).
 */
export type ExportKind = 'text' | 'money' | 'number' | 'datetime' | 'date';

export interface ExportColumn<R> {
  header: string;
  kind?: ExportKind;
  /** XLSX column width in characters. */
  width?: number;
  value: (row: R) => ExportCell;
}

export interface ExportSpec<R> {
  /** The file's name before the day and the extension, ASCII: `don-hang` → `don-hang-2026-11-27.csv`. */
  fileStem: string;
  /** The XLSX sheet's name. */
  sheetName: string;
  columns: readonly ExportColumn<R>[];
  /** The rows, a batch at a time (see {@link keysetBatches}). */
  batches: AsyncIterable<R[]>;
}

const contentTypes: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const VIETNAM_OFFSET_MS = 7 * 3_600_000;

/**
 * Rows a batch of an export: one statement each. Measured on the million-order CSV
 * (docs/benchmarks.md, "List exports"): at 100–300 rows the API's memory does not grow at all and
 * the whole file takes no longer, while 500 rows a batch outlive V8's young generation and took
 * the resident memory 120 MB up, 2,000 rows 180 MB.
 */
export const EXPORT_BATCH_SIZE = 200;

/**
 * The instant as a date whose UTC fields read the Vietnam wall clock. Vietnam has kept UTC+7
 * without daylight saving since 1975, so a constant offset is exact for every date the API takes
 * (2000–2099) and costs nothing per cell, where a time-zone lookup per cell would slow a
 * million-row export (checked against util-format's `vietnamParts` in export.spec.ts).
 */
export const vietnamWallClock = (instant: Date): Date =>
  new Date(instant.getTime() + VIETNAM_OFFSET_MS);

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (d: Date) =>
  `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const isoTime = (d: Date) =>
  `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;

/**
 * A text that a spreadsheet would read as a formula (`=`, `+`, `-`, `@`, tab, carriage return
 * first) gets a leading apostrophe, as OWASP's CSV injection advice says; other text is unchanged.
 */
export const neutraliseFormula = (text: string): string =>
  /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;

const asDate = (value: ExportCell): Date | undefined => {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

/** A CSV cell: numbers as digits, dates as ISO wall-clock text, text neutralised. */
function csvCell(kind: ExportKind, value: ExportCell): string | number {
  if (value === null || value === undefined) return '';
  if (kind === 'money' || kind === 'number')
    return typeof value === 'number' ? value : Number(value);
  if (kind === 'datetime' || kind === 'date') {
    const date = asDate(value);
    if (!date) return '';
    const wall = vietnamWallClock(date);
    return kind === 'date' ? isoDay(wall) : `${isoDay(wall)} ${isoTime(wall)}`;
  }
  return neutraliseFormula(String(value));
}

/**
 * An XLSX cell: numbers and dates typed. Text is written as a string cell, which a spreadsheet
 * never evaluates (an XLSX formula is a cell of its own kind), so it stays exactly as stored.
 */
function xlsxCell(kind: ExportKind, value: ExportCell): string | number | Date | null {
  if (value === null || value === undefined) return null;
  if (kind === 'money' || kind === 'number')
    return typeof value === 'number' ? value : Number(value);
  if (kind === 'datetime' || kind === 'date') {
    const date = asDate(value);
    return date ? vietnamWallClock(date) : null;
  }
  return String(value);
}

const numberFormats: Partial<Record<ExportKind, string>> = {
  money: '#,##0 "₫"',
  number: '#,##0',
  datetime: 'dd/mm/yyyy hh:mm',
  date: 'dd/mm/yyyy',
};

/**
 * Whether a stream's buffer is over its mark. Node's streams say so in `writableNeedDrain`; the
 * `readable-stream` 3 streams inside `exceljs`'s zip writer (archiver) lack that getter and keep
 * the same flag in their state.
 */
function needsDrain(writer: Writable): boolean {
  const state = (writer as Writable & { _writableState?: { needDrain?: boolean } })._writableState;
  return writer.writableNeedDrain ?? state?.needDrain ?? false;
}

/**
 * The stream the sheet's XML goes into on its way to the zip. `exceljs` writes each row into it
 * without waiting (its buffer ignores `write`'s answer), so the whole sheet's XML piles up there
 * while the compression is behind: 1 KB a row, +166 MB for a million orders (docs/benchmarks.md).
 * Waiting on this entry's drain, as on the answer's, keeps one batch in memory. It is not part of
 * `exceljs`'s typed API, hence the guarded look: without it the wait falls back to the answer alone.
 */
function zipEntryOf(sheet: unknown): Writable | undefined {
  const pipes = (sheet as { stream?: { pipes?: unknown[] } }).stream?.pipes;
  const entry = Array.isArray(pipes) ? pipes[0] : undefined;
  return entry && typeof (entry as Writable).write === 'function' ? (entry as Writable) : undefined;
}

/**
 * Waits while the reader is behind (`writer` is the stream the rows go into, `out` the answer), so
 * that at most about one batch is held in memory; a client that went away ends the wait.
 */
async function drained(writer: Writable, out: PassThrough): Promise<void> {
  while (needsDrain(writer) && !out.destroyed) {
    const settled = new AbortController();
    const { signal } = settled;
    await Promise.race([once(writer, 'drain', { signal }), once(out, 'close', { signal })]).finally(
      () => settled.abort(),
    );
  }
}

async function writeCsv<R>(
  out: PassThrough,
  spec: ExportSpec<R>,
  first: R[],
  rest: AsyncIterator<R[]>,
) {
  const csv = stringify({
    bom: true,
    record_delimiter: 'windows',
    header: true,
    columns: spec.columns.map((c) => c.header),
  });
  csv.pipe(out);
  const kinds = spec.columns.map((c) => c.kind ?? 'text');
  for (let batch: R[] | undefined = first; batch; ) {
    for (const row of batch)
      csv.write(spec.columns.map((c, i) => csvCell(kinds[i]!, c.value(row))));
    await drained(csv, out);
    if (out.destroyed) return;
    const next = await rest.next();
    batch = next.done ? undefined : next.value;
  }
  csv.end();
}

async function writeXlsx<R>(
  out: PassThrough,
  spec: ExportSpec<R>,
  first: R[],
  rest: AsyncIterator<R[]>,
) {
  // Loaded on the first XLSX export, not at the server's start: `exceljs` and its zip libraries
  // are 8 MB of heap that every instance would otherwise keep, and V8 sizes the old generation by
  // the heap live after start (docs/benchmarks.md, "Orders list").
  const { default: ExcelJS } = await import('exceljs');
  // Inline strings, not a shared-string table: the table would hold every text of the file in memory.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: false,
    useStyles: true,
  });
  const sheet = workbook.addWorksheet(spec.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  const kinds = spec.columns.map((c) => c.kind ?? 'text');
  sheet.columns = spec.columns.map((c, i) => ({
    header: c.header,
    key: String(i),
    width: c.width ?? 18,
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  // One style object a column, given to each of its cells: exceljs keeps a style's id by the
  // object, so a shared one is looked up once, where a column style copied into every cell was
  // worked out again for each (a third of an XLSX export's CPU; docs/benchmarks.md).
  const styles = kinds.map((kind) => {
    const numFmt = numberFormats[kind];
    return numFmt ? { numFmt } : {};
  });
  for (let batch: R[] | undefined = first; batch; ) {
    for (const row of batch) {
      const line = sheet.addRow(spec.columns.map((c, i) => xlsxCell(kinds[i]!, c.value(row))));
      styles.forEach((style, i) => {
        line.getCell(i + 1).style = style;
      });
      line.commit();
    }
    const entry = zipEntryOf(sheet);
    if (entry) await drained(entry, out);
    await drained(out, out);
    if (out.destroyed) return;
    const next = await rest.next();
    batch = next.done ? undefined : next.value;
  }
  sheet.commit();
  await workbook.commit();
}

/**
 * Answers the request with the export as a download. The first batch is read before anything is
 * sent, so a failure there is an ordinary error answer; a failure later ends the download short
 * (the browser reports a failed download) and is logged. A client that goes away stops the reading.
 */
export async function sendExport<R>(
  reply: FastifyReply,
  format: ExportFormat,
  spec: ExportSpec<R>,
): Promise<FastifyReply> {
  const rest = spec.batches[Symbol.asyncIterator]();
  const head = await rest.next();
  const first = head.done ? [] : head.value;
  const out = new PassThrough();
  const fileName = `${spec.fileStem}-${vietnamToday()}.${format}`;
  const write = format === ExportFormat.XLSX ? writeXlsx : writeCsv;
  write(out, spec, first, head.done ? emptyIterator() : rest)
    .catch((error: unknown) => {
      reply.log.error({ err: error }, 'export failed while streaming');
      out.destroy(error as Error);
    })
    // A client that went away, or a failure: the walk stops reading the database.
    .finally(() => rest.return?.());
  return reply
    .header('content-type', contentTypes[format])
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(out);
}

const emptyIterator = <R>(): AsyncIterator<R[]> => ({
  next: async () => ({ done: true, value: undefined }),
});

/**
 * Batches of a keyset walk: `fetch(after)` answers up to `size` rows after the key of the previous
 * batch's last row (none for the first), in the list's order. A walk by key, unlike pages by offset,
 * costs the same for the last batch as for the first and never skips or repeats a row that another
 * request inserts meanwhile before the walk's position. The next batch is asked for as soon as a
 * batch arrives, so that the database works while the previous batch is written out (two batches
 * at most in memory).
 */
export async function* keysetBatches<R, K>(
  fetch: (after: K | undefined, size: number) => Promise<R[]>,
  keyOf: (row: R) => K,
  size = EXPORT_BATCH_SIZE,
): AsyncGenerator<R[]> {
  let next: Promise<R[]> | undefined = fetch(undefined, size);
  try {
    while (next) {
      const batch: R[] = await next;
      next = batch.length < size ? undefined : fetch(keyOf(batch[batch.length - 1]!), size);
      if (batch.length) yield batch;
    }
  } finally {
    // A walk stopped early (the client went away): the batch asked for ahead is not wanted.
    next?.catch(() => undefined);
  }
}

/**
 * The key a list walks its export by: its order's columns (ending with a unique one), all one way,
 * and how a row gives their values.
 */
export interface Keyset<R> {
  columns: AnyPgColumn[];
  direction: 'asc' | 'desc';
  of: (row: R) => unknown[];
}

/** Newest first, then by id: the key of most lists (their order is `newestFirst`). */
export const newestFirstKeyset = <R extends { createdAt: Date; id: string }>(table: {
  createdAt: AnyPgColumn;
  id: AnyPgColumn;
}): Keyset<R> => ({
  columns: [table.createdAt, table.id],
  direction: 'desc',
  of: (row) => [row.createdAt, row.id],
});

/**
 * A list's rows for its export: `query()` (the list's select, `$dynamic()`, made anew for each
 * batch) under the list's `where`, walked by `keyset` with a row comparison that the list's own
 * index serves: `(created_at, id) < ($1, $2)`.
 *
 * @example
 * batches: selectBatches(() => listSelect(db).$dynamic(), where, newestFirstKeyset(shops))
 */
export function selectBatches<Q extends PgSelect>(
  query: () => Q,
  where: SQL | undefined,
  keyset: Keyset<Awaited<Q>[number]>,
  size = EXPORT_BATCH_SIZE,
): AsyncGenerator<Awaited<Q>[number][]> {
  type Row = Awaited<Q>[number];
  const { columns, direction } = keyset;
  const order = columns.map((column) => (direction === 'desc' ? desc(column) : asc(column)));
  const past = (key: unknown[]): SQL => {
    const values = key.map(
      (value, i) => sql`${sql.param(value, columns[i]!)}::${sql.raw(columns[i]!.getSQLType())}`,
    );
    return sql`(${sql.join(columns, sql`, `)}) ${sql.raw(direction === 'desc' ? '<' : '>')} (${sql.join(values, sql`, `)})`;
  };
  return keysetBatches<Row, unknown[]>(
    async (after, n) =>
      (await query()
        .where(and(where, after ? past(after) : undefined))
        .orderBy(...order)
        .limit(n)) as Row[],
    keyset.of,
    size,
  );
}

/** A list's filters as its export receives them: the list's query less `format` and the paging. */
type ExportFilter<S extends z.ZodObject> = Omit<z.output<S>, 'format' | 'page' | 'quantity'>;

/**
 * A list's export as its list route declares it (`twinListRoute`/`listRoute`'s `export`): the file,
 * its columns, and the rows of a filter set within the caller's buildings, a batch at a time.
 */
export interface ListExport<F, R> extends ExportFile<R> {
  rows: (filter: Omit<F, 'page' | 'quantity'>, scope: BuildingScope) => AsyncIterable<R[]>;
}

/**
 * What a list's export writes, apart from its rows: the file's name, the sheet's and the columns. A
 * domain declares it in its `<list>-export.ts`; the route adds the rows (`rows` or `batches`).
 */
export type ExportFile<R> = Pick<ExportSpec<R>, 'fileStem' | 'sheetName' | 'columns'>;

/** The export of a declared {@link ListExport} for a filter set. */
export const listExportSpec = <F, R>(
  declared: ListExport<F, R>,
  filter: Omit<F, 'page' | 'quantity'>,
  scope: BuildingScope,
): ExportSpec<R> => ({ ...declared, batches: declared.rows(filter, scope) });

/** A batch walk with each row mapped (a repository's rows as the list answers them). */
export async function* mapBatches<A, B>(
  batches: AsyncIterable<A[]>,
  map: (row: A) => B,
): AsyncGenerator<B[]> {
  for await (const batch of batches) yield batch.map(map);
}

/** One declaration of a list's export (see {@link exportRoute}). */
export interface ExportRoute<S extends z.ZodObject, R> {
  /** The export's path: `<list path>/export` (the contract's `exportPath`). */
  path: string;
  /** The list's roles. */
  roles: readonly Role[];
  /** The list's query schema; `format` is added. */
  query: S;
  /** The export of a filter set, within the caller's buildings. */
  spec: (filter: ExportFilter<S>, scope: BuildingScope, request: FastifyRequest) => ExportSpec<R>;
}

const exportHandler =
  <S extends z.ZodObject, R>(spec: ExportRoute<S, R>['spec']) =>
  (request: FastifyRequest, reply: FastifyReply) => {
    const {
      format,
      page: _page,
      quantity: _quantity,
      ...filter
    } = request.query as {
      format: ExportFormat;
      page?: number;
      quantity?: number;
    };
    // An export only reads: on the replica when there is one and it has caught up (core-plugin's
    // `reads`), its later batches too.
    return request.server.reads.run(() =>
      sendExport(reply, format, spec(filter as ExportFilter<S>, buildingScope(request), request)),
    );
  };

/**
 * Registers a list's export: GET at `path`, the list's roles and building scope, the list's query
 * with `format`. The one way a domain declares an export.
 *
 * @example
 * exportRoute(r, {
 *   path: ordersPaths.export,
 *   roles: staffRoles,
 *   query: listOrdersQuerySchema,
 *   spec: (filter, scope) => orderExport(app.db, filter, scope),
 * });
 */
export function exportRoute<S extends z.ZodObject, R>(app: ZodApp, route: ExportRoute<S, R>): void {
  app.route({
    method: 'GET',
    url: route.path,
    config: { roles: route.roles },
    schema: { querystring: exportQuerySchema(route.query) },
    handler: exportHandler(route.spec),
  });
}

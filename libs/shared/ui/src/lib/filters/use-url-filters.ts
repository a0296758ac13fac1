import { useCallback, useMemo, useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { trimText } from '@app/util-format';

/** The query schema the filters come from: a zod object (refinements allowed), e.g. the contract's list query. */
export interface UrlFilterSchema {
  shape: Record<string, z.ZodType>;
}

type FieldValue<F extends z.ZodType> =
  NonNullable<z.output<F>> extends readonly unknown[] ? NonNullable<z.output<F>> : z.output<F>;

/** The typed values of a schema's filters: the schema's output, a list field never `undefined`. */
export type UrlFilterValues<S extends UrlFilterSchema> = {
  [K in keyof S['shape']]: FieldValue<S['shape'][K]>;
};

type Def = { type: string; innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Whether a field takes a list (repeated parameters): an array under optional, default, preprocess… */
function isListField(schema: z.ZodType): boolean {
  const def = defOf(schema);
  if (def.type === 'array') return true;
  if (def.innerType) return isListField(def.innerType);
  // A preprocess is a pipe from a transform: its type is the pipe's output; else its input.
  if (def.type === 'pipe' && def.in && def.out)
    return isListField(defOf(def.in).type === 'transform' ? def.out : def.in);
  return false;
}

export interface UseUrlFiltersOptions<S extends UrlFilterSchema> {
  /**
   * What the schema cannot say: the value a filter has when the URL leaves it out (a screen that
   * opens filtered). The schema's own `.default()` counts too. A filter emptied over a non-empty
   * default stays in the URL (`status=`), or the default would come back.
   */
  defaults?: Partial<UrlFilterValues<S>>;
  /** The query parameter holding the 1-based page; `page` by default. */
  pageParam?: string;
  /** Replace the history entry instead of pushing one (pushing keeps the back button useful). */
  replace?: boolean;
}

export interface UseUrlFiltersResult<S extends UrlFilterSchema> {
  filters: UrlFilterValues<S>;
  /** The 1-based page, 1 when absent or invalid. */
  page: number;
  /** Changes some filters; resets the page to 1 when any value really changes. */
  setFilters: (patch: Partial<UrlFilterValues<S>>) => void;
  /**
   * The filters `setFilters(patch)` would give, read back from the URL it would write (a preset
   * under the pointer: its list can be asked for before the click); changes nothing.
   */
  filtersWith: (patch: Partial<UrlFilterValues<S>>) => UrlFilterValues<S>;
  setPage: (page: number) => void;
  /** Puts every filter of the schema back to its default, and the page to 1. */
  resetFilters: () => void;
  /** How many filters differ from their defaults (the count on the filter button); a sort is no filter. */
  activeFilters: number;
}

/** URL parameters of a list that are not filters: they are not counted as active filters. */
const NOT_FILTERS = new Set(['sort']);

interface Field {
  schema: z.ZodType;
  list: boolean;
  /** The value when the URL leaves the filter out. */
  fallback: unknown;
}

function fieldsOf(schema: UrlFilterSchema, defaults: Record<string, unknown>, pageParam: string) {
  const fields = new Map<string, Field>();
  for (const [key, field] of Object.entries(schema.shape)) {
    if (key === pageParam) continue;
    const list = isListField(field);
    const own = field.safeParse(undefined);
    const fallback = key in defaults ? defaults[key] : own.success ? own.data : undefined;
    fields.set(key, { schema: field, list, fallback: list ? (fallback ?? []) : fallback });
  }
  return fields;
}

/** A filter's value in the URL, through its schema; a value the schema refuses is dropped. */
function readField(params: URLSearchParams, key: string, field: Field): unknown {
  const raw = params.getAll(key);
  if (raw.length === 0) return field.fallback;
  if (field.list) {
    const valid = splitMulti(raw).filter((v) => field.schema.safeParse([v]).success);
    const parsed = field.schema.safeParse(valid);
    return parsed.success && Array.isArray(parsed.data) ? parsed.data : [];
  }
  const parsed = field.schema.safeParse(trimText(raw[0]));
  return parsed.success ? parsed.data : field.fallback;
}

function splitMulti(raw: string[]): string[] {
  return raw
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => v !== '');
}

const texts = (value: unknown): string[] =>
  (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value])
    .map((v) => trimText(String(v)))
    .filter((v) => v !== '');

/** The values to write for a field; `undefined` means "leave the parameter out". */
function writeField(field: Field, value: unknown): string[] | undefined {
  const values = texts(value);
  if (sameList(values, texts(field.fallback))) return undefined;
  return values.length === 0 ? [''] : values;
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * The filters and the page that {@link useUrlFilters} reads from a URL query, outside React: a
 * route loader uses it to start loading the list's first page while the screen's code loads,
 * with the very query the screen will ask for.
 */
export function readUrlFilters<S extends UrlFilterSchema>(
  schema: S,
  searchParams: URLSearchParams,
  options: Pick<UseUrlFiltersOptions<S>, 'defaults' | 'pageParam'> = {},
): { filters: UrlFilterValues<S>; page: number } {
  const { pageParam = 'page', defaults } = options;
  const fields = fieldsOf(schema, (defaults ?? {}) as Record<string, unknown>, pageParam);
  const values: Record<string, unknown> = {};
  for (const [key, field] of fields) values[key] = readField(searchParams, key, field);
  return { filters: values as UrlFilterValues<S>, page: pageOf(searchParams, pageParam) };
}

const pageOf = (searchParams: URLSearchParams, pageParam: string) => {
  const value = Number(searchParams.get(pageParam));
  return Number.isInteger(value) && value >= 1 ? value : 1;
};

/**
 * Filter values that live in the URL query, so that a filtered list can be shared, reloaded and
 * navigated with the back button. The filters are the fields of the domain's zod query schema
 * (the contract's, so the URL reads like the API call): each is read through its own schema, so
 * values come typed and a value the schema refuses is dropped, never thrown; list fields are
 * repeated parameters (`a=1&a=2`; `a=1,2` is read too). `setFilters` trims text, leaves empty and
 * default values out of the URL and resets the page to 1; other query parameters are kept. Pair
 * text inputs with `DebouncedTextField` (500 ms). Declare the schema and `defaults` once, outside
 * the component, so that `filters` keeps its identity between renders.
 *
 * @example
 * const orderFiltersSchema = z.object({ code: textFilterSchema, pkgStatusNumber: multiValue(orderStatusSchema) });
 *
 * function OrdersListScreen() {
 *   const { filters, page, setFilters, setPage } = useUrlFilters(orderFiltersSchema);
 *   // ?code=DH12&pkgStatusNumber=1&pkgStatusNumber=20&page=3
 *   // filters.code === 'DH12', filters.pkgStatusNumber === [1, 20], page === 3
 *   setFilters({ pkgStatusNumber: [1] }); // → ?code=DH12&pkgStatusNumber=1 (page back to 1)
 * }
 */
export function useUrlFilters<S extends UrlFilterSchema>(
  schema: S,
  options: UseUrlFiltersOptions<S> = {},
): UseUrlFiltersResult<S> {
  const { pageParam = 'page', replace = false, defaults } = options;
  const fields = useMemo(
    () => fieldsOf(schema, (defaults ?? {}) as Record<string, unknown>, pageParam),
    [schema, defaults, pageParam],
  );
  const [searchParams, setSearchParams] = useSearchParams();

  // The filters' own part of the URL, as a string: a page change leaves `filters` (and every
  // component memoised on it) as it was.
  const filterQuery = useMemo(() => {
    const own = new URLSearchParams();
    for (const key of fields.keys()) for (const v of searchParams.getAll(key)) own.append(key, v);
    return own.toString();
  }, [fields, searchParams]);
  // Each filter's value keeps its identity while its part of the URL does (a date chosen leaves the
  // status list the same array), so that a control memoised on its own value does not re-render.
  // The cache is a pure function of the URL's text (a render React throws away leaves it right).
  const parsed = useRef<{
    fields: unknown;
    raw: Map<string, string>;
    values: Map<string, unknown>;
  }>({ fields: null, raw: new Map(), values: new Map() });
  const filters = useMemo(() => {
    const params = new URLSearchParams(filterQuery);
    const before = parsed.current.fields === fields ? parsed.current : null;
    const values: Record<string, unknown> = {};
    const raw = new Map<string, string>();
    const kept = new Map<string, unknown>();
    for (const [key, field] of fields) {
      // As JSON: an absent key and an empty one (`status=`, a multi filter emptied over a default)
      // differ.
      const text = JSON.stringify(params.getAll(key));
      const value =
        before && before.raw.get(key) === text && before.values.has(key)
          ? before.values.get(key)
          : readField(params, key, field);
      raw.set(key, text);
      kept.set(key, value);
      values[key] = value;
    }
    parsed.current = { fields, raw, values: kept };
    return values as UrlFilterValues<S>;
  }, [fields, filterQuery]);

  const page = pageOf(searchParams, pageParam);

  // The setters read the current URL from here, so that they keep their identity across URL
  // changes (a filter panel memoised on them does not re-render on a page change).
  //
  // `pending` is the URL the setters asked for last and that has not rendered yet: a second change
  // made before then (a preset clicked right after a status was picked, on a busy machine, while
  // the router's navigation waits in a transition) builds on it, not on the URL of the last render,
  // which would undo the first. It is dropped once it renders, or when a URL the setters did not ask
  // for arrives (the back button). Renders in between (a list answer landing) keep it.
  const latest = useRef({
    searchParams,
    setSearchParams,
    pending: null as URLSearchParams | null,
    asked: [] as string[],
  });
  useLayoutEffect(() => {
    const l = latest.current;
    const rendered = searchParams.toString();
    const settled =
      l.pending === null ||
      rendered === l.pending.toString() ||
      (l.searchParams !== searchParams && !l.asked.includes(rendered));
    latest.current = {
      searchParams,
      setSearchParams,
      pending: settled ? null : l.pending,
      asked: settled ? [] : l.asked,
    };
  });
  const currentUrl = () => latest.current.pending ?? latest.current.searchParams;
  const go = useCallback(
    (next: URLSearchParams) => {
      latest.current.setSearchParams(next, { replace });
      latest.current.pending = next;
      latest.current.asked.push(next.toString());
    },
    [replace],
  );

  /** The URL of the current one with `patch` written in. */
  const patched = useCallback(
    (current: URLSearchParams, patch: Partial<UrlFilterValues<S>>) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(patch)) {
        const field = fields.get(key);
        if (!field) continue;
        next.delete(key);
        for (const v of writeField(field, value) ?? []) next.append(key, v);
      }
      return next;
    },
    [fields],
  );

  const filtersWith = useCallback(
    (patch: Partial<UrlFilterValues<S>>) => {
      const next = patched(currentUrl(), patch);
      const values: Record<string, unknown> = {};
      for (const [key, field] of fields) values[key] = readField(next, key, field);
      return values as UrlFilterValues<S>;
    },
    [fields, patched],
  );

  const setFilters = useCallback(
    (patch: Partial<UrlFilterValues<S>>) => {
      const current = currentUrl();
      const next = patched(current, patch);
      const changed = Object.keys(patch).some(
        (key) => !sameList(current.getAll(key), next.getAll(key)),
      );
      if (!changed) return;
      next.delete(pageParam);
      go(next);
    },
    [patched, pageParam, go],
  );

  const setPage = useCallback(
    (nextPage: number) => {
      const current = currentUrl();
      const next = new URLSearchParams(current);
      if (nextPage > 1) next.set(pageParam, String(Math.floor(nextPage)));
      else next.delete(pageParam);
      if (next.toString() !== current.toString()) go(next);
    },
    [pageParam, go],
  );

  const resetFilters = useCallback(() => {
    const current = currentUrl();
    const next = new URLSearchParams(current);
    for (const key of fields.keys()) next.delete(key);
    next.delete(pageParam);
    if (next.toString() !== current.toString()) go(next);
  }, [fields, pageParam, go]);

  const activeFilters = useMemo(() => {
    let count = 0;
    for (const [key, field] of fields)
      if (!NOT_FILTERS.has(key) && writeField(field, filters[key]) !== undefined) count += 1;
    return count;
  }, [fields, filters]);

  return { filters, page, setFilters, filtersWith, setPage, resetFilters, activeFilters };
}

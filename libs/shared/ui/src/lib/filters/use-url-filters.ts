import { useCallback, useMemo, useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { trimText } from '@app/util-format';

/** How one filter is read from and written to the URL query. */
export type UrlFilterField =
  | { kind: 'string'; defaultValue: string }
  | { kind: 'number'; defaultValue: number | undefined }
  | { kind: 'strings'; defaultValue: readonly string[] }
  | { kind: 'numbers'; defaultValue: readonly number[] };

export type UrlFilterSpec = Record<string, UrlFilterField>;

type FieldValue<F extends UrlFilterField> = F extends { kind: 'string' }
  ? string
  : F extends { kind: 'number' }
    ? number | undefined
    : F extends { kind: 'strings' }
      ? string[]
      : number[];

/** The typed values of a filter spec. */
export type UrlFilterValues<S extends UrlFilterSpec> = { [K in keyof S]: FieldValue<S[K]> };

/**
 * Builders of filter fields.
 * - `string(default = '')`: text, trimmed on write.
 * - `number(default?)`: a number; a value that is not a number reads as the default.
 * - `strings(default = [])` / `numbers(default = [])`: a multi value, written as repeated
 *   parameters (`status=1&status=20`); `a=1,2` is read too.
 */
export const urlFilter = {
  string: (defaultValue = ''): { kind: 'string'; defaultValue: string } => ({
    kind: 'string',
    defaultValue,
  }),
  number: (defaultValue?: number): { kind: 'number'; defaultValue: number | undefined } => ({
    kind: 'number',
    defaultValue,
  }),
  strings: (
    defaultValue: readonly string[] = [],
  ): { kind: 'strings'; defaultValue: readonly string[] } => ({ kind: 'strings', defaultValue }),
  numbers: (
    defaultValue: readonly number[] = [],
  ): { kind: 'numbers'; defaultValue: readonly number[] } => ({ kind: 'numbers', defaultValue }),
};

export interface UseUrlFiltersOptions {
  /** The query parameter holding the 1-based page; `page` by default. */
  pageParam?: string;
  /** Replace the history entry instead of pushing one (pushing keeps the back button useful). */
  replace?: boolean;
}

export interface UseUrlFiltersResult<S extends UrlFilterSpec> {
  filters: UrlFilterValues<S>;
  /** The 1-based page, 1 when absent or invalid. */
  page: number;
  /** Changes some filters; resets the page to 1 when any value really changes. */
  setFilters: (patch: Partial<UrlFilterValues<S>>) => void;
  setPage: (page: number) => void;
  /** Puts every filter of the spec back to its default, and the page to 1. */
  resetFilters: () => void;
}

function readField(params: URLSearchParams, key: string, field: UrlFilterField): unknown {
  const raw = params.getAll(key);
  if (raw.length === 0)
    return field.kind === 'strings' || field.kind === 'numbers'
      ? [...field.defaultValue]
      : field.defaultValue;
  switch (field.kind) {
    case 'string':
      return trimText(raw[0]);
    case 'number': {
      const text = raw[0].trim();
      const n = Number(text);
      return text !== '' && Number.isFinite(n) ? n : field.defaultValue;
    }
    case 'strings':
      return splitMulti(raw);
    case 'numbers':
      return splitMulti(raw)
        .map(Number)
        .filter((n) => Number.isFinite(n));
  }
}

function splitMulti(raw: string[]): string[] {
  return raw
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => v !== '');
}

/** The values to write for a field; `undefined` means "leave the parameter out". */
function writeField(field: UrlFilterField, value: unknown): string[] | undefined {
  let values: string[];
  if (field.kind === 'strings' || field.kind === 'numbers') {
    const list = Array.isArray(value)
      ? value
      : value === undefined || value === null
        ? []
        : [value];
    values = list.map((v) => trimText(String(v))).filter((v) => v !== '');
  } else {
    const text = value === undefined || value === null ? '' : trimText(String(value));
    values =
      text === '' || (field.kind === 'number' && !Number.isFinite(Number(text))) ? [] : [text];
  }
  const defaults =
    field.kind === 'strings' || field.kind === 'numbers'
      ? field.defaultValue.map(String)
      : field.defaultValue === undefined || field.defaultValue === ''
        ? []
        : [String(field.defaultValue)];
  if (sameList(values, defaults)) return undefined;
  // An empty value over a non-empty default must stay in the URL, or the default would come back.
  return values.length === 0 ? [''] : values;
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * Filter values that live in the URL query, so that a filtered list can be shared, reloaded and
 * navigated with the back button. Values are read with their types and defaults; `setFilters`
 * trims text, leaves empty and default values out of the URL and resets the page to 1; other
 * query parameters are kept. Pair text inputs with `DebouncedTextField` (500 ms). Declare the
 * spec once, outside the component, so that `filters` keeps its identity between renders.
 *
 * @example
 * const orderFilters = {
 *   code: urlFilter.string(),
 *   pkgStatusNumber: urlFilter.numbers(),
 *   shipperIds: urlFilter.strings(),
 *   startDate: urlFilter.string(),
 *   endDate: urlFilter.string(),
 * };
 *
 * function OrdersListScreen() {
 *   const { filters, page, setFilters, setPage } = useUrlFilters(orderFilters);
 *   // ?code=DH12&pkgStatusNumber=1&pkgStatusNumber=20&page=3
 *   // filters.code === 'DH12', filters.pkgStatusNumber === [1, 20], page === 3
 *   setFilters({ pkgStatusNumber: [1] }); // → ?code=DH12&pkgStatusNumber=1 (page back to 1)
 * }
 */
export function useUrlFilters<S extends UrlFilterSpec>(
  spec: S,
  options: UseUrlFiltersOptions = {},
): UseUrlFiltersResult<S> {
  const { pageParam = 'page', replace = false } = options;
  const [searchParams, setSearchParams] = useSearchParams();

  // The filters' own part of the URL, as a string: a page change leaves `filters` (and every
  // component memoised on it) as it was.
  const filterQuery = useMemo(() => {
    const own = new URLSearchParams();
    for (const key of Object.keys(spec))
      for (const v of searchParams.getAll(key)) own.append(key, v);
    return own.toString();
  }, [spec, searchParams]);
  const filters = useMemo(() => {
    const params = new URLSearchParams(filterQuery);
    const values: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(spec)) values[key] = readField(params, key, field);
    return values as UrlFilterValues<S>;
  }, [spec, filterQuery]);

  const pageValue = Number(searchParams.get(pageParam));
  const page = Number.isInteger(pageValue) && pageValue >= 1 ? pageValue : 1;

  // The setters read the current URL from here, so that they keep their identity across URL
  // changes (a filter panel memoised on them does not re-render on a page change).
  const latest = useRef({ searchParams, setSearchParams });
  useLayoutEffect(() => {
    latest.current = { searchParams, setSearchParams };
  });

  const setFilters = useCallback(
    (patch: Partial<UrlFilterValues<S>>) => {
      const { searchParams: current, setSearchParams: navigate } = latest.current;
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(patch)) {
        const field = spec[key];
        if (!field) continue;
        next.delete(key);
        for (const v of writeField(field, value) ?? []) next.append(key, v);
      }
      const changed = Object.keys(patch).some(
        (key) => !sameList(current.getAll(key), next.getAll(key)),
      );
      if (!changed) return;
      next.delete(pageParam);
      navigate(next, { replace });
    },
    [spec, pageParam, replace],
  );

  const setPage = useCallback(
    (nextPage: number) => {
      const { searchParams: current, setSearchParams: navigate } = latest.current;
      const next = new URLSearchParams(current);
      if (nextPage > 1) next.set(pageParam, String(Math.floor(nextPage)));
      else next.delete(pageParam);
      if (next.toString() !== current.toString()) navigate(next, { replace });
    },
    [pageParam, replace],
  );

  const resetFilters = useCallback(() => {
    const { searchParams: current, setSearchParams: navigate } = latest.current;
    const next = new URLSearchParams(current);
    for (const key of Object.keys(spec)) next.delete(key);
    next.delete(pageParam);
    if (next.toString() !== current.toString()) navigate(next, { replace });
  }, [spec, pageParam, replace]);

  return { filters, page, setFilters, setPage, resetFilters };
}

import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import {
  useUrlFilters,
  type UrlFilterSchema,
  type UrlFilterValues,
  type UseUrlFiltersOptions,
  type UseUrlFiltersResult,
} from '../filters/use-url-filters';
import { whenIdle } from '../when-idle';
import type { ListQuery } from './list-query';

/** What a list table takes of its page: the `DataTable` props of the same names. */
export interface ListTableProps<R> {
  rows: readonly R[];
  /** The total on the server. */
  rowCount: number;
  /** 1-based. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  loading: boolean;
  /** The load failed: the table says so, with the server's message and 'Thử lại'. */
  failure?: ListFailure;
  /** The list's sort in the URL (`field` or `-field`), when its query has a `sort`. */
  sort?: string;
  /** Writes the sort in the URL, the page back to 1; present when the list's query has a `sort`. */
  onSortChange?: (sort: string | undefined) => void;
  /**
   * The pointer or the focus reached the pages: the next page is asked for again if the one asked
   * for ahead is gone (older than the store keeps it).
   */
  onNearNextPage?: () => void;
}

/** A failed list load as the table shows it. */
export interface ListFailure {
  message: string;
  onRetry: () => void;
}

/** A list's read (a feature store's `useQuery` view). */
export interface ListView<A, Q = never> {
  data: A | undefined;
  loading: boolean;
  /** Why the last load failed (a cancelled load is no failure). */
  error?: { message: string; kind: string };
  /** Loads again. */
  retry?: () => void;
  /** Starts loading another query ahead (the next page), for a later load to take. */
  prefetch?(query: Q): void;
  /**
   * Forgets the answers held for the list's other queries (the next page asked for ahead, a preset's
   * list, other pages cached): a change made elsewhere may have made them stale. This one's stay.
   */
  forgetOthers?(): void;
}

type RowOf<A> = A extends { data: readonly (infer R)[] } ? R : never;

export interface ListPageOptions<S extends UrlFilterSchema, Q, A, R>
  extends UseUrlFiltersOptions<S> {
  /** The feature store's hook reading the query. */
  useList: (query: Q) => ListView<A, Q>;
  /** The rows and the total of an answer; its `data` and `total` by default. */
  rowsOf?: (answer: A) => { rows: readonly R[]; total: number };
}

/** The `value` and `onChange` of a filter control bound to one URL filter. */
export interface BoundFilter<V> {
  value: V;
  onChange: (value: V) => void;
}

export interface ListPage<S extends UrlFilterSchema, Q, A, R> extends UseUrlFiltersResult<S> {
  /**
   * A control's `value` and `onChange` for the filter `key`:
   * `<SearchFilter label={m.search} {...bind('text')} />`.
   */
  bind: <K extends keyof UrlFilterValues<S>>(key: K) => BoundFilter<UrlFilterValues<S>[K]>;
  query: Q;
  /**
   * Starts loading, ahead, the first page of the filters with `patch` (a preset under the pointer
   * or in focus), so that its click finds the answer on its way: the click's own work, done before.
   */
  preview: (patch: Partial<UrlFilterValues<S>>) => void;
  list: ListView<A, Q>;
  /** The table's page, ready to spread: `<DataTable {...table} columns={columns} />`. */
  table: ListTableProps<R>;
}

const noRows: never[] = [];
const dataAndTotal = (answer: unknown) => {
  const { data, total } = answer as { data: readonly unknown[]; total: number };
  return { rows: data, total };
};

/**
 * The wiring of every list screen: the filters and the page in the URL (`useUrlFilters`), the
 * query they make (the list's {@link ListQuery}, which the route's prefetch shares), the feature
 * store's read of it, and the table's page (rows, total, page, page size, loading). The rows keep
 * one empty array before the first answer, so the table's props stay stable.
 *
 * @example
 * const { resetFilters, bind, table } = useListPage(buildingList, { useList: useBuildingList });
 */
export function useListPage<S extends UrlFilterSchema, Q, A, R = RowOf<A>>(
  { schema, toQuery, pageSize }: ListQuery<S, Q>,
  { useList, rowsOf, ...urlOptions }: ListPageOptions<S, Q, A, R>,
): ListPage<S, Q, A, R> {
  const url = useUrlFilters(schema, urlOptions);
  const { filters, page, setPage, setFilters, filtersWith } = url;
  // A list whose query has a `sort` (the contract's `sortSchema`) sorts on the server.
  const sortable = 'sort' in (schema as unknown as { shape: object }).shape;
  const sort = sortable ? (filters as { sort?: string }).sort : undefined;
  const onSortChange = useMemo(
    () =>
      sortable
        ? (next: string | undefined) =>
            setFilters({ sort: next } as unknown as Partial<UrlFilterValues<S>>)
        : undefined,
    [sortable, setFilters],
  );
  // One `onChange` per filter for as long as `setFilters` is the same, so that a memoised control
  // keeps its props while another filter changes.
  const onChangeOf = useMemo(() => {
    const handlers = new Map<PropertyKey, (value: unknown) => void>();
    return (key: PropertyKey) => {
      let onChange = handlers.get(key);
      if (!onChange) {
        onChange = (value) =>
          setFilters({ [key]: value } as unknown as Partial<UrlFilterValues<S>>);
        handlers.set(key, onChange);
      }
      return onChange;
    };
  }, [setFilters]);
  const bind = useCallback(
    <K extends keyof UrlFilterValues<S>>(key: K): BoundFilter<UrlFilterValues<S>[K]> => ({
      value: filters[key],
      onChange: onChangeOf(key),
    }),
    [filters, onChangeOf],
  );
  const query = useMemo(() => toQuery(filters, page), [toQuery, filters, page]);
  const list = useList(query);
  const { data, loading, error, retry } = list;
  const failed = !loading && error !== undefined && error.kind !== 'cancelled' && retry;
  const failure = useMemo<ListFailure | undefined>(
    () => (failed ? { message: error.message, onRetry: retry } : undefined),
    [failed, error, retry],
  );
  // The next page asked for ahead (issue 31 item 2): one stable handler reads the latest query.
  const { prefetch } = list;
  const nextPage = useRef(() => toQuery(filters, page + 1));
  useLayoutEffect(() => {
    nextPage.current = () => toQuery(filters, page + 1);
  });
  const onNearNextPage = useMemo(
    () =>
      prefetch
        ? () => {
            const next = nextPage.current();
            if (next !== null && next !== undefined) prefetch(next);
          }
        : undefined,
    [prefetch],
  );
  const table = useMemo<ListTableProps<R>>(() => {
    // A failed load shows no rows, not the previous filter's: the table says it failed.
    const { rows, total } =
      data && !failure
        ? (rowsOf ?? dataAndTotal)(data)
        : { rows: noRows as readonly R[], total: 0 };
    return {
      rows: rows as readonly R[],
      rowCount: total,
      page,
      pageSize,
      onPageChange: setPage,
      loading,
      ...(failure ? { failure } : {}),
      ...(onSortChange ? { sort, onSortChange } : {}),
      ...(onNearNextPage && data && !failure && page * pageSize < total ? { onNearNextPage } : {}),
    };
  }, [data, rowsOf, page, pageSize, setPage, loading, failure, sort, onSortChange, onNearNextPage]);
  const preview = useCallback(
    (patch: Partial<UrlFilterValues<S>>) => {
      const ahead = prefetch && toQuery(filtersWith(patch), 1);
      if (ahead !== undefined && ahead !== null) prefetch?.(ahead);
    },
    [prefetch, toQuery, filtersWith],
  );
  useNextPageAhead(table);
  return { ...url, bind, query, preview, list, table };
}

/** How long the next page's request may wait for an idle moment after the rows are painted, in ms. */
export const AHEAD_TIMEOUT_MS = 1000;

/**
 * The next page, asked for while the person reads this one (issue 31 item 2): once the page's rows
 * are in and the browser is idle (after their paint), the store's `prefetch` starts the next page's
 * call, whose answer the click on 'next page' then shows at once (the store keeps it for
 * `PREFETCH_TTL_MS`; the pointer reaching the pages asks again after that, `onNearNextPage`).
 * Nothing is asked on the last page, while loading, or after a failure.
 */
function useNextPageAhead<R>({ onNearNextPage, loading, rows }: ListTableProps<R>) {
  // Again for every answer shown (its rows), not for every render.
  useEffect(() => {
    const ask = onNearNextPage;
    if (loading || !ask) return undefined;
    return whenIdle(ask, { timeout: AHEAD_TIMEOUT_MS });
  }, [loading, onNearNextPage, rows]);
}

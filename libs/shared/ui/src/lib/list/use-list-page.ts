import { useCallback, useMemo } from 'react';
import {
  useUrlFilters,
  type UrlFilterSchema,
  type UrlFilterValues,
  type UseUrlFiltersOptions,
  type UseUrlFiltersResult,
} from '../filters/use-url-filters';
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
}

/** A failed list load as the table shows it. */
export interface ListFailure {
  message: string;
  onRetry: () => void;
}

/** A list's read (a feature store's `useQuery` view). */
export interface ListView<A> {
  data: A | undefined;
  loading: boolean;
  /** Why the last load failed (a cancelled load is no failure). */
  error?: { message: string; kind: string };
  /** Loads again. */
  retry?: () => void;
}

type RowOf<A> = A extends { data: readonly (infer R)[] } ? R : never;

export interface ListPageOptions<S extends UrlFilterSchema, Q, A, R>
  extends UseUrlFiltersOptions<S> {
  /** The feature store's hook reading the query. */
  useList: (query: Q) => ListView<A>;
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
  list: ListView<A>;
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
  const { filters, page, setPage, setFilters } = url;
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
  const bind = useCallback(
    <K extends keyof UrlFilterValues<S>>(key: K): BoundFilter<UrlFilterValues<S>[K]> => ({
      value: filters[key],
      onChange: (value) => setFilters({ [key]: value } as unknown as Partial<UrlFilterValues<S>>),
    }),
    [filters, setFilters],
  );
  const query = useMemo(() => toQuery(filters, page), [toQuery, filters, page]);
  const list = useList(query);
  const { data, loading, error, retry } = list;
  const failed = !loading && error !== undefined && error.kind !== 'cancelled' && retry;
  const failure = useMemo<ListFailure | undefined>(
    () => (failed ? { message: error.message, onRetry: retry } : undefined),
    [failed, error, retry],
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
    };
  }, [data, rowsOf, page, pageSize, setPage, loading, failure, sort, onSortChange]);
  return { ...url, bind, query, list, table };
}

import { pathWithId, type HistoryAnswer } from '@app/contract';
import { api } from './client';
import { createQueryStore, type QueryStore } from './query-store';
import { searchParamsOf } from './search-params';

/** The query of one page of a record's history. */
export interface HistoryPageQuery {
  id: string;
  page: number;
  quantity: number;
}

/** A store of a record's history pages (see {@link createHistoryStore}). */
export type HistoryStore = QueryStore<HistoryPageQuery, HistoryAnswer>;

/**
 * The store of one domain's history pages (issue 29): `GET <path with :id>?page&quantity`, the
 * previous page kept while the next loads, no stale time (every opening asks the server, so a
 * decision made meanwhile shows). `path` may be a function for a path chosen at call time (the
 * operator twin of an account's history).
 *
 * @example
 * export const productHistory = createHistoryStore(productsPaths.history);
 * <HistorySection store={productHistory} id={product._id} describe={describeProductChange} />
 */
export function createHistoryStore(path: string | (() => string)): HistoryStore {
  return createQueryStore({
    fetch: ({ id, page, quantity }: HistoryPageQuery, signal?: AbortSignal) =>
      api
        .get(pathWithId(typeof path === 'function' ? path() : path, id), {
          searchParams: searchParamsOf({ page, quantity }),
          signal,
        })
        .json<HistoryAnswer>(),
    keepPrevious: true,
  });
}

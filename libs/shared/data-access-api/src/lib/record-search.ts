import { api } from './client';
import { searchParamsOf } from './search-params';

/**
 * One domain's answer to the command palette (issue 30 item 3): records found by a text, within
 * what the signed-in caller may see. Each domain searches its own list with its own text filter
 * (the server's accent-insensitive `textSearch`, its role and building scope); the console's
 * palette asks every source the caller's role may open, side by side.
 */
export interface RecordHit {
  id: string;
  /** What is found: the code or the name. */
  label: string;
  /** A second line: who, where, how much. */
  detail?: string;
  /** Where Enter goes: the record's page, or its list opening the record as a click would. */
  to: string;
}

export interface RecordSearch {
  /** The group's heading ('Đơn hàng'). */
  group: string;
  /** The list route (util-auth's `paths`) whose role gate is also the search's. */
  route: string;
  search: (text: string, signal: AbortSignal) => Promise<RecordHit[]>;
}

/** How many records each source shows. */
export const RECORD_SEARCH_LIMIT = 5;

/** The call options of a search: cancellable, and quiet (the palette shows its own failure). */
export const searchCall = (signal: AbortSignal) =>
  ({ signal, context: { notify: false } }) as const;

/** A list answer whose rows a search reads. */
type RowsAnswer = { data: readonly { _id: string }[] };

/** What a domain tells {@link listSearch}: its list, its text filter, and how a row reads as a hit. */
export interface ListSearchSource<Answer extends RowsAnswer> {
  /** The group's heading ('Đơn hàng'). */
  group: string;
  /** The list route (util-auth's `paths`) whose role gate is also the search's. */
  route: string;
  /** The list's API path; a function is read at each search (a twin path follows the signed-in role). */
  path: string | (() => string);
  /** The list's text filter: `text` unless the list names it otherwise (the orders' `code`). */
  textParam?: string;
  /** One row of the list's answer as a hit (its `id` is the row's `_id`). */
  hit: (row: Answer['data'][number]) => Omit<RecordHit, 'id'>;
}

/**
 * A domain's {@link RecordSearch} on its own list: the first {@link RECORD_SEARCH_LIMIT} rows whose
 * text filter matches, asked quietly and cancellably ({@link searchCall}), each row a hit.
 *
 * @example
 * export const shopSearch = listSearch<ShopListAnswer>({
 *   group: messages.searchGroup, route: paths.store, path: shopsPaths.list.admin,
 *   hit: (shop) => ({ label: shop.name, to: listOpening(paths.store, { text: shop.name }, shop._id) }),
 * });
 */
export const listSearch = <Answer extends RowsAnswer>({
  group,
  route,
  path,
  textParam = 'text',
  hit,
}: ListSearchSource<Answer>): RecordSearch => ({
  group,
  route,
  search: async (text, signal) => {
    const answer = await api
      .get(typeof path === 'string' ? path : path(), {
        searchParams: searchParamsOf({ [textParam]: text, quantity: RECORD_SEARCH_LIMIT }),
        ...searchCall(signal),
      })
      .json<Answer>();
    return answer.data.map((row) => ({ id: row._id, ...hit(row) }));
  },
});

/** The query parameter with which a list opens one of its rows as a click would (its dialog). */
export const OPEN_ROW_PARAM = 'open';

/**
 * A list's URL filtered by `filters` (so the row is on its first page) that opens the row `id`:
 * for the records whose detail is a dialog of their list (a shop, a transaction).
 */
export const listOpening = (list: string, filters: Record<string, string>, id: string): string =>
  `${list}?${new URLSearchParams({ ...filters, [OPEN_ROW_PARAM]: id }).toString()}`;

import { useState, type ReactNode } from 'react';
import { HISTORY_PAGE_SIZE, type HistoryEntry } from '@app/contract';
import { useQuery, type HistoryStore } from '@app/data-access-api';
import { HistoryList } from './history-list';

export interface HistorySectionProps {
  /** The domain's history store (`createHistoryStore(path)`). */
  store: HistoryStore;
  /** The record's id. */
  id: string;
  /** The entry as one Vietnamese sentence, in the domain's words. */
  describe: (entry: HistoryEntry) => ReactNode;
  /** The heading's text: 'Lịch sử' by default. */
  title?: string;
}

/**
 * 'Lịch sử' of a record (issue 29): its page of the change log, newest first, with the server's
 * paging, every domain alike (the order page, a transaction's, an account's, a shop's, a
 * product's and a special category's detail). Starts on the first page for each record.
 *
 * @example
 * <HistorySection store={ordersStore.history} id={order._id} describe={describeOrderChange} />
 */
export function HistorySection({ store, id, describe, title }: HistorySectionProps) {
  const [page, setPage] = useState({ id, page: 1 });
  const current = page.id === id ? page.page : 1;
  const history = useQuery(store, { id, page: current, quantity: HISTORY_PAGE_SIZE });
  return (
    <HistoryList
      title={title}
      entries={history.data?.data}
      total={history.data?.total ?? 0}
      describe={describe}
      page={current}
      pageSize={HISTORY_PAGE_SIZE}
      onPage={(next) => setPage({ id, page: next })}
      loading={history.loading}
      error={history.error?.message}
    />
  );
}

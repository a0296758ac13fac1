import { useState } from 'react';
import { HISTORY_PAGE_SIZE, historyAuthorLabel, type HistoryEntry } from '@app/contract';
import { createQueryStore, useQuery } from '@app/data-access-api';
import { RequestStatus, requestStatusLabels } from '@app/transactions-contract';
import { HistoryList } from '@app/ui';
import { getTransactionHistory } from '../api/transactions-api';
import { messages } from '../messages';

const h = messages.history;

/**
 * The transaction's history pages: a store of this chunk, loaded with the section; every opening
 * asks the server again (no stale time), so a decision made meanwhile shows.
 */
const historyStore = createQueryStore({ fetch: getTransactionHistory, keepPrevious: true });

/**
 * One decision as a sentence: 'Trần Thị Quản Lý (Quản trị viên) từ chối giao dịch — Lý do: Sai số
 * tài khoản', '… duyệt giao dịch', with '(… hàng loạt)' for a bulk decision.
 */
export function describeTransactionChange(entry: HistoryEntry): string {
  const who = historyAuthorLabel(entry.author);
  const bulk = Boolean(entry.details['bulk']);
  let sentence: string;
  if (entry.toStatus === RequestStatus.APPROVED) sentence = h.approved(who) + (bulk ? h.bulk : '');
  else if (entry.toStatus === RequestStatus.REJECTED)
    sentence = h.rejected(who) + (bulk ? h.bulkReject : '');
  else
    sentence = h.changed(
      who,
      requestStatusLabels[entry.fromStatus as RequestStatus] ?? messages.unknown,
      requestStatusLabels[entry.toStatus as RequestStatus] ?? messages.unknown,
    );
  return entry.reason ? sentence + h.reason(entry.reason) : sentence;
}

/** 'Lịch sử' of the transaction's detail: the change log's entries, newest first, paged. */
export function TransactionHistory({ id }: { id: string }) {
  const [page, setPage] = useState(1);
  const history = useQuery(historyStore, { id, page, quantity: HISTORY_PAGE_SIZE });
  return (
    <HistoryList
      title={messages.view.history}
      entries={history.data?.data}
      total={history.data?.total ?? 0}
      describe={describeTransactionChange}
      page={page}
      pageSize={HISTORY_PAGE_SIZE}
      onPage={setPage}
      loading={history.loading}
      error={history.error?.message}
    />
  );
}

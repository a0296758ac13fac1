import { historyAuthorLabel, type HistoryEntry } from '@app/contract';
import { createHistoryStore } from '@app/data-access-api';
import { RequestStatus, requestStatusLabels, transactionsPaths } from '@app/transactions-contract';
import { HistorySection } from '@app/ui';
import { messages } from '../messages';

const h = messages.history;

/**
 * The transaction's history pages: a store of this chunk, loaded with the section; every opening
 * asks the server again (no stale time), so a decision made meanwhile shows.
 */
const historyStore = createHistoryStore(transactionsPaths.history);

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
  return (
    <HistorySection
      title={messages.view.history}
      store={historyStore}
      id={id}
      describe={describeTransactionChange}
    />
  );
}

import { useCallback } from 'react';
import { generatePath, useNavigate } from 'react-router';
import { VerifyState, type AccountListItem } from '@app/accounts-contract';
import {
  BulkActionBar,
  ListScreen,
  NewRowsBar,
  useListBulk,
  useListPage,
  useLiveRows,
  type BulkAction,
  type ListBulkAction,
} from '@app/ui';
import { paths, useAuthStore } from '@app/util-auth';
import { accountList } from '../components/account-filters';
import { AccountsFilterPanel } from '../components/accounts-filter-panel';
import { AccountsTable } from '../components/accounts-table';
import { useAccountActions } from '../components/use-account-actions';
import { messages } from '../messages';
import { refreshAccount, reloadAccounts, useAccountList } from '../store/accounts-store';
import { accountsExport, bulkApproveAccounts, bulkRejectAccounts } from '../api/accounts-api';

const allCrumbs = [{ label: messages.breadcrumb.accounts }, { label: messages.breadcrumb.all }];
/** The list filtered to pending accounts is the menu's 'Tài khoản chờ duyệt', and titled so. */
const pendingCrumbs = [
  { label: messages.breadcrumb.accounts },
  { label: messages.breadcrumb.pending },
];

/** Only accounts waiting for approval can be selected: the bulk actions decide them. */
const isPending = (row: AccountListItem) => row.verifyState === VerifyState.PENDING;
const nameOf = (row: AccountListItem) => row.name;

const bulkApprove: BulkAction = {
  title: messages.bulk.approveTitle,
  question: messages.bulk.approveQuestion,
  confirmText: messages.actions.approve,
  confirmColor: 'success',
  call: (ids) => bulkApproveAccounts(ids),
};
const bulkReject: BulkAction = {
  title: messages.bulk.rejectTitle,
  question: messages.bulk.rejectQuestion,
  confirmText: messages.actions.reject,
  confirmColor: 'warning',
  call: (ids) => bulkRejectAccounts(ids),
};
const bulkActions: readonly ListBulkAction[] = [
  { label: messages.actions.approve, color: 'success', action: bulkApprove },
  { label: messages.actions.reject, color: 'warning', action: bulkReject },
];

/** `/dashboard/user`: the account list, filtered from the URL ('Tài khoản chờ duyệt' opens it with verify=1). */
export function AccountsScreen() {
  const { filters, setFilters, bind, resetFilters, activeFilters, list, table, query } =
    useListPage(accountList, {
      useList: useAccountList,
    });
  const viewerRole = useAuthStore((s) => s.user?.role);
  const navigate = useNavigate();
  const pending = filters.verify === VerifyState.PENDING;
  const onAction = useAccountActions();
  const onView = useCallback(
    (row: AccountListItem) => void navigate(generatePath(paths.userDetail, { id: row._id })),
    [navigate],
  );
  const bulk = useListBulk({
    rows: table.rows,
    isSelectable: isPending,
    resetKey: query,
    labelOf: nameOf,
    reload: reloadAccounts,
    actions: bulkActions,
  });
  // Live (issue 28): an account decided elsewhere repaints; a registration of the verification
  // state and building filtered on is announced.
  const live = useLiveRows({
    kind: 'account',
    table,
    list,
    reload: reloadAccounts,
    refreshRow: refreshAccount,
    status: filters.verify,
    building: filters.building,
    resetKey: query,
  });
  return (
    <ListScreen
      exportFrom={accountsExport(query)}
      title={pending ? messages.breadcrumb.pending : messages.title}
      breadcrumbs={pending ? pendingCrumbs : allCrumbs}
      filters={
        <AccountsFilterPanel
          filters={filters}
          setFilters={setFilters}
          bind={bind}
          onReset={resetFilters}
          active={activeFilters}
        />
      }
    >
      <BulkActionBar {...bulk.bar} />
      <NewRowsBar {...live} />
      <AccountsTable
        {...table}
        viewerRole={viewerRole}
        onAction={onAction}
        onView={onView}
        selection={bulk.selection.tableProps}
      />
    </ListScreen>
  );
}

import { useCallback, useMemo } from 'react';
import { generatePath, useNavigate } from 'react-router';
import { VerifyState, type AccountListItem } from '@app/accounts-contract';
import { ListScreenLayout, PageHeader, useUrlFilters } from '@app/ui';
import { paths, useAuthStore } from '@app/util-auth';
import {
  accountFiltersSchema,
  ACCOUNTS_PAGE_SIZE,
  toAccountListQuery,
} from '../components/account-filters';
import { AccountsFilterPanel } from '../components/accounts-filter-panel';
import { AccountsTable } from '../components/accounts-table';
import { useAccountActions } from '../components/use-account-actions';
import { messages } from '../messages';
import { useAccountList } from '../store/accounts-store';

const allCrumbs = [{ label: messages.breadcrumb.accounts }, { label: messages.breadcrumb.all }];
/** The list filtered to pending accounts is the menu's 'Tài khoản chờ duyệt', and titled so. */
const pendingCrumbs = [
  { label: messages.breadcrumb.accounts },
  { label: messages.breadcrumb.pending },
];
const noRows: never[] = [];

/** `/dashboard/user`: the account list, filtered from the URL ('Tài khoản chờ duyệt' opens it with verify=1). */
export function AccountsScreen() {
  const { filters, page, setFilters, setPage, resetFilters } = useUrlFilters(accountFiltersSchema);
  const query = useMemo(() => toAccountListQuery(filters, page), [filters, page]);
  const list = useAccountList(query);
  const viewerRole = useAuthStore((s) => s.user?.role);
  const navigate = useNavigate();
  const pending = filters.verify === VerifyState.PENDING;
  const onAction = useAccountActions();
  const onView = useCallback(
    (row: AccountListItem) => void navigate(generatePath(paths.userDetail, { id: row._id })),
    [navigate],
  );
  return (
    <>
      <PageHeader
        title={pending ? messages.breadcrumb.pending : messages.title}
        breadcrumbs={pending ? pendingCrumbs : allCrumbs}
      />
      <ListScreenLayout
        filters={
          <AccountsFilterPanel filters={filters} setFilters={setFilters} onReset={resetFilters} />
        }
      >
        <AccountsTable
          rows={list.data?.data ?? noRows}
          total={list.data?.total ?? 0}
          page={page}
          pageSize={ACCOUNTS_PAGE_SIZE}
          loading={list.loading}
          viewerRole={viewerRole}
          onPageChange={setPage}
          onAction={onAction}
          onView={onView}
        />
      </ListScreenLayout>
    </>
  );
}

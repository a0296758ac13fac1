import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import { createContext, memo, useCallback, useContext, useMemo } from 'react';
import { generatePath, Link } from 'react-router';
import { Role } from '@app/contract';
import type { ShopListItem } from '@app/shops-contract';
import {
  ActionMenu,
  DataTable,
  DebouncedTextField,
  FilterPanel,
  ListScreenLayout,
  PageHeader,
  StatusTag,
  toast,
  useDialogs,
  useUrlFilters,
  SelectFilter,
} from '@app/ui';
import { canOpen, paths, useAuthStore } from '@app/util-auth';
import { formatDateTime } from '@app/util-format';
import { ApproveBuildingsDialog } from '../components/approve-buildings-dialog';
import { EditShopDialog } from '../components/edit-shop-dialog';
import { SHOPS_PAGE_SIZE, shopFiltersSchema, toShopListQuery } from '../components/shop-filters';
import { messages } from '../messages';
import { saveShop, useShopList } from '../store/shops-store';
import { ShopStatus, shopStatusLabels } from '@app/shops-contract';

/** The choices of the status filter. */
const shopStatuses = Object.values(ShopStatus);

const breadcrumbs = [{ label: messages.breadcrumb }, { label: messages.title }];
const noRows: ShopListItem[] = [];
const statusColor: Record<number, 'success' | 'default' | 'warning'> = {
  [ShopStatus.ACTIVE]: 'success',
  [ShopStatus.INACTIVE]: 'default',
  [ShopStatus.AWAITING_CONFIRMATION]: 'warning',
};

type Action = 'approve' | 'view';
const ActionContext = createContext<(row: ShopListItem, action: Action) => void>(() => undefined);

const ActionsCell = memo(function ActionsCell({ row }: { row: ShopListItem }) {
  const onAction = useContext(ActionContext);
  return (
    <ActionMenu
      label={`${messages.columns.actions} ${row.name}`}
      items={[
        { label: messages.actions.approve, onClick: () => onAction(row, 'approve') },
        { label: messages.actions.view, onClick: () => onAction(row, 'view') },
      ]}
    />
  );
});

/**
 * The owner, linked to `/dashboard/user/{id}` (spec 000 section 2) for the roles that may open it; the
 * ADMIN may not (the account screens are not theirs), so for them the name is plain text.
 */
const OwnerCell = memo(function OwnerCell({ owner }: { owner: ShopListItem['owner'] }) {
  const role = useAuthStore((s) => s.user?.role);
  const to = generatePath(paths.userDetail, { id: owner._id });
  return canOpen(role, to) ? <Link to={to}>{owner.name}</Link> : <span>{owner.name}</span>;
});

type Cell = GridRenderCellParams<ShopListItem>;

/** The columns, defined once; cells are plain elements with the shared table's classes. */
const columns: GridColDef<ShopListItem>[] = [
  {
    field: 'avatar',
    headerName: messages.columns.avatar,
    width: 72,
    sortable: false,
    renderCell: ({ row }: Cell) =>
      row.avatar ? (
        <img
          src={row.avatar}
          alt=""
          width={36}
          height={36}
          loading="lazy"
          style={{ borderRadius: '50%', objectFit: 'cover' }}
        />
      ) : null,
  },
  {
    field: 'name',
    headerName: messages.columns.name,
    flex: 1,
    minWidth: 200,
    sortable: false,
    renderCell: ({ row }: Cell) => (
      <div className="cell-lines">
        <div className="cell-primary">{row.name}</div>
        {row.owner.role === Role.USER_MERCHANT && (
          <div className="cell-secondary">{messages.shopUser}</div>
        )}
      </div>
    ),
  },
  { field: 'phone', headerName: messages.columns.phone, width: 130, sortable: false },
  {
    field: 'rate',
    headerName: messages.columns.rate,
    width: 90,
    sortable: false,
    valueFormatter: (value: number) => `★ ${value.toFixed(1)}`,
  },
  {
    field: 'owner',
    headerName: messages.columns.owner,
    width: 180,
    sortable: false,
    renderCell: ({ row }: Cell) => <OwnerCell owner={row.owner} />,
  },
  {
    field: 'createdAt',
    headerName: messages.columns.createdAt,
    width: 150,
    sortable: false,
    valueFormatter: (value: string) => formatDateTime(value),
  },
  {
    field: 'status',
    headerName: messages.columns.status,
    width: 160,
    sortable: false,
    renderCell: ({ row }: Cell) =>
      row.needApproval ? (
        <StatusTag label={messages.needApproval} color="warning" />
      ) : (
        <StatusTag
          label={shopStatusLabels[row.status as ShopStatus]}
          color={statusColor[row.status] ?? 'default'}
          variant="outlined"
        />
      ),
  },
  {
    field: 'actions',
    headerName: messages.columns.actions,
    width: 90,
    sortable: false,
    renderCell: ({ row }: Cell) => <ActionsCell row={row} />,
  },
];

/** `/dashboard/store`: 'Danh sách cửa hàng', with the approve-buildings and edit modals. */
export function ShopsScreen() {
  const { filters, page, setFilters, setPage, resetFilters } = useUrlFilters(shopFiltersSchema);
  const query = useMemo(() => toShopListQuery(filters, page), [filters, page]);
  const list = useShopList(query);
  const dialogs = useDialogs();

  const onAction = useCallback(
    async (shop: ShopListItem, action: Action) => {
      if (action === 'approve') {
        await dialogs.open(ApproveBuildingsDialog, { shop });
        return;
      }
      let message = '';
      const saved = await dialogs.open(EditShopDialog, {
        shop,
        submit: async (input) => {
          const result = await saveShop(shop._id, input);
          message = result.message;
          return result.ok ? null : result.message;
        },
      });
      if (saved) toast.success(message, messages.success);
    },
    [dialogs],
  );
  const handler = useCallback(
    (row: ShopListItem, action: Action) => void onAction(row, action),
    [onAction],
  );

  return (
    <>
      <PageHeader title={messages.title} breadcrumbs={breadcrumbs} />
      <ListScreenLayout
        filters={
          <FilterPanel onReset={resetFilters}>
            <DebouncedTextField
              size="small"
              fullWidth
              label={messages.search}
              placeholder={messages.searchPlaceholder}
              value={filters.text ?? ''}
              onDebouncedChange={(text) => setFilters({ text })}
            />
            <SelectFilter
              label={messages.status}
              values={shopStatuses}
              labels={shopStatusLabels}
              allLabel={messages.allStatuses}
              value={filters.status}
              onChange={(status) => setFilters({ status })}
            />
          </FilterPanel>
        }
      >
        <ActionContext.Provider value={handler}>
          <DataTable
            rows={list.data?.data ?? noRows}
            columns={columns}
            rowCount={list.data?.total ?? 0}
            page={page}
            pageSize={SHOPS_PAGE_SIZE}
            onPageChange={setPage}
            loading={list.loading}
            aria-label={messages.title}
          />
        </ActionContext.Provider>
      </ListScreenLayout>
    </>
  );
}

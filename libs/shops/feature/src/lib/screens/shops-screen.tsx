import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import { memo } from 'react';
import { generatePath, Link } from 'react-router';
import { Role } from '@app/contract';
import type { ShopListItem } from '@app/shops-contract';
import {
  DataTable,
  dateTimeColumn,
  HistoryDialog,
  imageColumn,
  linesColumn,
  ListFilterPanel,
  listFilterControls,
  ListScreen,
  NewRowsBar,
  rowActions,
  searchControl,
  selectControl,
  StatusTag,
  toast,
  useDialogs,
  useListPage,
  useLiveRows,
  useOpenRow,
  type CardLayout,
} from '@app/ui';
import { canOpen, paths, useAuthStore } from '@app/util-auth';
import { ApproveBuildingsDialog } from '../components/approve-buildings-dialog';
import { EditShopDialog } from '../components/edit-shop-dialog';
import { shopList } from '../components/shop-filters';
import { describeShopChange, shopHistory } from '../components/shop-history';
import { messages } from '../messages';
import { refreshShop, reloadShops, saveShop, useShopList } from '../store/shops-store';
import { ShopStatus, shopStatusLabels } from '@app/shops-contract';
import { shopsExport } from '../api/shops-api';

/** The choices of the status filter. */
const shopStatuses = Object.values(ShopStatus);

const filterControls = listFilterControls(shopList, {
  text: searchControl(messages.search, messages.searchPlaceholder),
  status: selectControl(messages.status, shopStatuses, shopStatusLabels, messages.allStatuses),
});

const breadcrumbs = [{ label: messages.breadcrumb }, { label: messages.title }];
const statusColor: Record<number, 'success' | 'default' | 'warning'> = {
  [ShopStatus.ACTIVE]: 'success',
  [ShopStatus.INACTIVE]: 'default',
  [ShopStatus.AWAITING_CONFIRMATION]: 'warning',
};

type Action = 'approve' | 'view' | 'history';
const shopId = (shop: ShopListItem) => shop._id;
const actions = rowActions<ShopListItem, Action>({
  headerName: messages.columns.actions,
  items: () => [
    { label: messages.actions.approve, action: 'approve' },
    { label: messages.actions.view, action: 'view' },
    { label: messages.actions.history, action: 'history' },
  ],
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
  imageColumn<ShopListItem>('avatar', messages.columns.avatar, (row) => row.avatar, {
    size: 36,
    round: true,
  }),
  linesColumn<ShopListItem>(
    'name',
    messages.columns.name,
    (row) => ({
      primary: row.name,
      secondary: row.owner.role === Role.USER_MERCHANT && messages.shopUser,
    }),
    { minWidth: 170 },
  ),
  { field: 'phone', headerName: messages.columns.phone, width: 120, sortable: false },
  {
    field: 'rate',
    headerName: messages.columns.rate,
    width: 76,
    sortable: false,
    valueFormatter: (value: number) => `★ ${value.toFixed(1)}`,
  },
  {
    field: 'owner',
    headerName: messages.columns.owner,
    flex: 1,
    minWidth: 140,
    sortable: false,
    renderCell: ({ row }: Cell) => <OwnerCell owner={row.owner} />,
  },
  // Sorted on the server by date (docs/decisions/lists.md "Sorting").
  dateTimeColumn('createdAt', messages.columns.createdAt, { sortable: true }),
  {
    field: 'status',
    headerName: messages.columns.status,
    width: 140,
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
  actions.column,
];

/** A phone's card: the avatar beside the name, then the other columns. */
const card: CardLayout = { media: 'avatar', title: 'name' };

/** `/dashboard/store`: 'Danh sách cửa hàng', with the approve-buildings and edit modals. */
export function ShopsScreen() {
  const page = useListPage(shopList, { useList: useShopList });
  const dialogs = useDialogs();
  // Live (issue 28; the feed's shops in buildings): a shop on the page approved into a building
  // elsewhere repaints in place ('Chờ duyệt' goes); one that asks for or leaves a building loads the
  // page again (the event is its link's); a shop not on the page asking for a building is announced
  // (the shop's own status, the filter, cannot be told from its link's event, so every one is).
  const live = useLiveRows({
    kind: 'shop',
    table: page.table,
    list: page.list,
    reload: reloadShops,
    refreshRow: refreshShop,
    resetKey: page.query,
  });

  const onAction = async (shop: ShopListItem, action: Action) => {
    if (action === 'approve') {
      await dialogs.open(ApproveBuildingsDialog, { shop });
      return;
    }
    if (action === 'history') {
      await dialogs.open(HistoryDialog, {
        title: messages.history.title(shop.name),
        store: shopHistory,
        id: shop._id,
        describe: describeShopChange,
      });
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
  };
  // The command palette opens a shop here, as 'Xem' would.
  useOpenRow(page.table.rows, shopId, (shop) => void onAction(shop, 'view'));

  return (
    <ListScreen
      exportFrom={shopsExport(page.query)}
      title={messages.title}
      breadcrumbs={breadcrumbs}
      filters={<ListFilterPanel page={page} controls={filterControls} />}
    >
      <NewRowsBar {...live} />
      <actions.Provider onAction={onAction}>
        <DataTable {...page.table} columns={columns} card={card} aria-label={messages.title} />
      </actions.Provider>
    </ListScreen>
  );
}

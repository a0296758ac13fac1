import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import { createContext, memo, useCallback, useContext, useMemo } from 'react';
import {
  banProductQuerySchema,
  productStatusLabels,
  ProductStatus,
  unbanProductQuerySchema,
  type ProductFilterAnswer,
  type ShopProduct,
} from '@app/products-contract';
import {
  BoundControls,
  BulkActionBar,
  CellButton,
  DataTable,
  imageColumn,
  FilterPanel,
  HistoryDialog,
  historyIconPath,
  linesColumn,
  ListScreen,
  moneyColumn,
  listFilterControls,
  PickOneFilter,
  searchControl,
  selectControl,
  toast,
  useDialogs,
  useListBulk,
  useListPage,
  type BulkAction,
  type ListBulkAction,
  type CardLayout,
} from '@app/ui';
import { pickShops } from '@app/ui-pickers';
import { BanDialog } from '../components/ban-dialog';
import { describeProductChange, productHistory } from '../components/product-history';
import { productList } from '../components/product-filters';
import { messages } from '../messages';
import {
  changeBan,
  reloadShopProducts,
  useSavingProducts,
  useShopProducts,
} from '../store/products-store';
import { productsExport, setProductsBanned } from '../api/products-api';

/** The choices of the status filter. */
const productStatuses = Object.values(ProductStatus);

const m = messages.products;
const breadcrumbs = [{ label: m.breadcrumb }, { label: m.title }];
/** The search and the status, under the shop's picker (which names the shops of the rows). */
const filterControls = listFilterControls(productList, {
  text: searchControl(m.search, m.searchPlaceholder),
  status: selectControl(m.status, productStatuses, productStatusLabels, m.allStatuses),
});
/** This answer names its rows and total its own way. */
const rowsOf = (answer: ProductFilterAnswer) => ({ rows: answer.prods, total: answer.totalItem });

const lockIcon =
  'M18 8h-1V6c0-2.76-2.24-5-5-5S7 3.24 7 6v2H6c-1.1 0-2 .9-2 2v10c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V10c0-1.1-.9-2-2-2m-6 9c-1.1 0-2-.9-2-2s.9-2 2-2 2 .9 2 2-.9 2-2 2m3.1-9H8.9V6c0-1.71 1.39-3.1 3.1-3.1s3.1 1.39 3.1 3.1z';
const lockOpenIcon =
  'M12 17c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m6-9h-1V6c0-2.76-2.24-5-5-5S7 3.24 7 6h1.9c0-1.71 1.39-3.1 3.1-3.1s3.1 1.39 3.1 3.1v2H6c-1.1 0-2 .9-2 2v10c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V10c0-1.1-.9-2-2-2m0 12H6V10h12z';

/** Every product can be selected: a ban refuses those already banned, an unban the others. */
const anyProduct = () => true;
const nameOf = (row: ShopProduct) => `${row.name} (${row.code})`;
const b = messages.banDialog;

const bulkBan: BulkAction = {
  title: m.bulkBanTitle,
  question: m.bulkBanQuestion,
  confirmText: b.ban,
  confirmColor: 'error',
  reason: { label: b.reason, schema: banProductQuerySchema.shape.note },
  call: (ids, reason) => setProductsBanned({ ids, reason: reason ?? '' }, true),
};
const bulkUnban: BulkAction = {
  title: m.bulkUnbanTitle,
  question: m.bulkUnbanQuestion,
  confirmText: b.unban,
  reason: { label: b.message, schema: unbanProductQuerySchema.shape.note },
  call: (ids, reason) => setProductsBanned({ ids, reason: reason ?? '' }, false),
};
const bulkActions: readonly ListBulkAction[] = [
  { label: m.lock, color: 'error', action: bulkBan },
  { label: m.unlock, action: bulkUnban },
];

/** The lock and history buttons' handlers, handed down by context so that the columns are defined once. */
const LockContext = createContext<{
  saving: Record<string, true>;
  onLock: (p: ShopProduct) => void;
  onHistory: (p: ShopProduct) => void;
}>({ saving: {}, onLock: () => undefined, onHistory: () => undefined });

const LockCell = memo(function LockCell({ row }: { row: ShopProduct }) {
  const { saving, onLock, onHistory } = useContext(LockContext);
  return (
    <>
      <CellButton
        iconPath={row.banned ? lockIcon : lockOpenIcon}
        label={`${row.banned ? m.unlock : m.lock} ${row.name}`}
        title={row.banned ? m.unlock : m.lock}
        primary={row.banned}
        disabled={Boolean(saving[row._id])}
        onClick={() => onLock(row)}
      />
      <CellButton
        iconPath={historyIconPath}
        label={`${m.history} ${row.name}`}
        title={m.history}
        onClick={() => onHistory(row)}
      />
    </>
  );
});

type Cell = GridRenderCellParams<ShopProduct>;

const columns: GridColDef<ShopProduct>[] = [
  imageColumn<ShopProduct>('images', m.columns.image, (row) => row.images[0], { size: 40 }),
  linesColumn<ShopProduct>(
    'name',
    m.columns.name,
    (row) => ({
      primary: row.name,
      secondary: (
        <>
          {row.shop.name}
          {row.banned ? ` · ${m.bannedTag}` : ''}
        </>
      ),
    }),
    { minWidth: 220 },
  ),
  { field: 'code', headerName: m.columns.code, width: 140, sortable: false },
  moneyColumn('price', m.columns.price, { width: 140 }),
  { field: 'stockQuantity', headerName: m.columns.stock, width: 100, sortable: false },
  {
    field: 'banned',
    headerName: m.columns.lock,
    width: 130,
    sortable: false,
    // The row's actions (lock, history): always on screen, as every list's.
    hideable: false,
    renderCell: ({ row }: Cell) => <LockCell row={row} />,
  },
];

/** A phone's card: the first picture beside the name, then the other columns. */
const card: CardLayout = { media: 'images', title: 'name' };

/** `/dashboard/product`: 'Danh sách sản phẩm', shop products with lock and unlock. */
export function ProductsScreen() {
  const { resetFilters, activeFilters, bind, list, table, query } = useListPage(productList, {
    useList: useShopProducts,
    rowsOf,
  });
  const saving = useSavingProducts();
  const dialogs = useDialogs();
  const bulk = useListBulk({
    rows: table.rows,
    isSelectable: anyProduct,
    resetKey: query,
    labelOf: nameOf,
    reload: reloadShopProducts,
    actions: bulkActions,
  });

  const onLock = useCallback(
    async (product: ShopProduct) => {
      let message = '';
      const done = await dialogs.open(BanDialog, {
        product,
        submit: async (note) => {
          const result = await changeBan(product, note);
          message = result.message;
          return result.ok ? null : result.message;
        },
      });
      if (done) toast.success(message, messages.success);
    },
    [dialogs],
  );
  const handlers = useMemo(
    () => ({
      saving,
      onLock: (p: ShopProduct) => void onLock(p),
      onHistory: (p: ShopProduct) =>
        void dialogs.open(HistoryDialog, {
          title: messages.history.title(p.name),
          store: productHistory,
          id: p._id,
          describe: describeProductChange,
        }),
    }),
    [saving, onLock, dialogs],
  );
  const names = useMemo(
    () => Object.fromEntries((list.data?.prods ?? []).map((p) => [p.shop._id, p.shop.name])),
    [list.data],
  );

  return (
    <ListScreen
      exportFrom={productsExport(query)}
      title={m.title}
      breadcrumbs={breadcrumbs}
      filters={
        <FilterPanel onReset={resetFilters} active={activeFilters}>
          <PickOneFilter label={m.shop} pick={pickShops} names={names} {...bind('shopId')} />
          <BoundControls controls={filterControls} bind={bind} />
        </FilterPanel>
      }
    >
      <BulkActionBar {...bulk.bar} />
      <LockContext.Provider value={handlers}>
        <DataTable
          {...table}
          {...bulk.selection.tableProps}
          columns={columns}
          card={card}
          emptyMessage={messages.empty}
          aria-label={m.title}
        />
      </LockContext.Provider>
    </ListScreen>
  );
}

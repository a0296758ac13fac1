import Button from '@mui/material/Button';
import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import { createContext, memo, useCallback, useContext, useMemo } from 'react';
import type { SampleProduct } from '@app/products-contract';
import {
  ActionMenu,
  DataTable,
  DebouncedTextField,
  FilterPanel,
  ListScreenLayout,
  PageHeader,
  toast,
  useDialogs,
  useUrlFilters,
} from '@app/ui';
import { pickShops } from '@app/ui-pickers';
import { formatMoney } from '@app/util-format';
import {
  SAMPLES_PAGE_SIZE,
  sampleFiltersSchema,
  toSampleListQuery,
} from '../components/sample-filters';
import { SampleProductDialog } from '../components/sample-product-dialog';
import { imageColumn } from '../components/image-column';
import { messages } from '../messages';
import { assignToShops, saveSample, useSampleProducts } from '../store/products-store';

const m = messages.samples;
const breadcrumbs = [{ label: m.breadcrumb }, { label: m.title }];
const noRows: SampleProduct[] = [];

type Action = 'edit' | 'assign';
const ActionContext = createContext<(row: SampleProduct, action: Action) => void>(() => undefined);

const ActionsCell = memo(function ActionsCell({ row }: { row: SampleProduct }) {
  const onAction = useContext(ActionContext);
  return (
    <ActionMenu
      label={`${m.columns.actions} ${row.name}`}
      items={[
        { label: m.edit, onClick: () => onAction(row, 'edit') },
        { label: m.assign, onClick: () => onAction(row, 'assign') },
      ]}
    />
  );
});

type Cell = GridRenderCellParams<SampleProduct>;

const columns: GridColDef<SampleProduct>[] = [
  imageColumn<SampleProduct>(m.columns.image),
  {
    field: 'name',
    headerName: m.columns.name,
    flex: 1,
    minWidth: 220,
    sortable: false,
    renderCell: ({ row }: Cell) => (
      <div className="cell-lines">
        <div className="cell-primary">{row.name}</div>
        <div className="cell-secondary">{row.categories.map((c) => c.name).join(', ')}</div>
      </div>
    ),
  },
  { field: 'code', headerName: m.columns.code, width: 130, sortable: false },
  {
    field: 'price',
    headerName: m.columns.price,
    width: 130,
    sortable: false,
    valueFormatter: (value: number) => formatMoney(value),
  },
  {
    field: 'salePrice',
    headerName: m.columns.salePrice,
    width: 130,
    sortable: false,
    valueFormatter: (value: number) => formatMoney(value),
  },
  {
    field: 'shops',
    headerName: m.columns.shops,
    width: 200,
    sortable: false,
    renderCell: ({ row }: Cell) => (
      <span title={row.shops.map((s) => s.name).join(', ')}>{m.shopCount(row.shops.length)}</span>
    ),
  },
  {
    field: 'actions',
    headerName: m.columns.actions,
    width: 90,
    sortable: false,
    renderCell: ({ row }: Cell) => <ActionsCell row={row} />,
  },
];

/** `/dashboard/ProductAdmin`: the sample products, created, edited and copied into shops. */
export function SampleProductsScreen() {
  const { filters, page, setFilters, setPage, resetFilters } = useUrlFilters(sampleFiltersSchema);
  const query = useMemo(() => toSampleListQuery(filters, page), [filters, page]);
  const list = useSampleProducts(query);
  const dialogs = useDialogs();

  const openForm = useCallback(
    async (product?: SampleProduct) => {
      let message = '';
      const saved = await dialogs.open(SampleProductDialog, {
        product,
        submit: async (input) => {
          const result = await saveSample(product?._id ?? null, input);
          message = result.message;
          return result.ok ? null : result.message;
        },
      });
      if (saved) toast.success(message, messages.success);
    },
    [dialogs],
  );

  const onAction = useCallback(
    async (row: SampleProduct, action: Action) => {
      if (action === 'edit') return openForm(row);
      const shops = await pickShops({ multiple: true });
      if (!shops?.length) return;
      const result = await assignToShops(
        row._id,
        shops.map((s) => s._id),
      );
      if (result.ok) toast.success(result.message, messages.success);
      else toast.error(result.message);
    },
    [openForm],
  );
  const handler = useCallback(
    (row: SampleProduct, action: Action) => void onAction(row, action),
    [onAction],
  );

  return (
    <>
      <PageHeader
        title={m.title}
        breadcrumbs={breadcrumbs}
        actions={
          <Button variant="contained" onClick={() => void openForm()}>
            {m.add}
          </Button>
        }
      />
      <ListScreenLayout
        filters={
          <FilterPanel onReset={resetFilters}>
            <DebouncedTextField
              size="small"
              fullWidth
              label={m.search}
              placeholder={m.searchPlaceholder}
              value={filters.text ?? ''}
              onDebouncedChange={(text) => setFilters({ text })}
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
            pageSize={SAMPLES_PAGE_SIZE}
            onPageChange={setPage}
            loading={list.loading}
            emptyMessage={messages.empty}
            aria-label={m.title}
          />
        </ActionContext.Provider>
      </ListScreenLayout>
    </>
  );
}

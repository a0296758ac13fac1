import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import type { SampleProduct } from '@app/products-contract';
import {
  DataTable,
  imageColumn,
  linesColumn,
  ListFilterPanel,
  listFilterControls,
  ListScreen,
  moneyColumn,
  rowActions,
  searchControl,
  toast,
  useDialogs,
  useListPage,
  type CardLayout,
} from '@app/ui';
import { pickShops } from '@app/ui-pickers';
import { sampleList } from '../components/sample-filters';
import { SampleProductDialog } from '../components/sample-product-dialog';
import { messages } from '../messages';
import { assignToShops, saveSample, useSampleProducts } from '../store/products-store';
import { samplesExport } from '../api/products-api';

const m = messages.samples;
const breadcrumbs = [{ label: m.breadcrumb }, { label: m.title }];
const filterControls = listFilterControls(sampleList, {
  text: searchControl(m.search, m.searchPlaceholder),
});

type Action = 'edit' | 'assign';
const actions = rowActions<SampleProduct, Action>({
  headerName: m.columns.actions,
  items: () => [
    { label: m.edit, action: 'edit' },
    { label: m.assign, action: 'assign' },
  ],
});

type Cell = GridRenderCellParams<SampleProduct>;

const columns: GridColDef<SampleProduct>[] = [
  imageColumn<SampleProduct>('images', m.columns.image, (row) => row.images[0], { size: 40 }),
  linesColumn<SampleProduct>(
    'name',
    m.columns.name,
    (row) => ({ primary: row.name, secondary: row.categories.map((c) => c.name).join(', ') }),
    { minWidth: 220 },
  ),
  { field: 'code', headerName: m.columns.code, width: 130, sortable: false },
  moneyColumn('price', m.columns.price, { width: 130 }),
  moneyColumn('salePrice', m.columns.salePrice, { width: 130 }),
  {
    field: 'shops',
    headerName: m.columns.shops,
    width: 180,
    sortable: false,
    renderCell: ({ row }: Cell) => (
      <span title={row.shops.map((s) => s.name).join(', ')}>{m.shopCount(row.shops.length)}</span>
    ),
  },
  actions.column,
];

/** A phone's card: the first picture beside the name, then the other columns. */
const card: CardLayout = { media: 'images', title: 'name' };

/** `/dashboard/ProductAdmin`: the sample products, created, edited and copied into shops. */
export function SampleProductsScreen() {
  const page = useListPage(sampleList, { useList: useSampleProducts });
  const dialogs = useDialogs();

  const openForm = async (product?: SampleProduct) => {
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
  };

  const onAction = async (row: SampleProduct, action: Action) => {
    if (action === 'edit') return openForm(row);
    const shops = await pickShops({ multiple: true });
    if (!shops?.length) return;
    const result = await assignToShops(
      row._id,
      shops.map((s) => s._id),
    );
    if (result.ok) toast.success(result.message, messages.success);
    else toast.error(result.message);
  };

  return (
    <ListScreen
      exportFrom={samplesExport(page.query)}
      title={m.title}
      breadcrumbs={breadcrumbs}
      add={{ label: m.add, onClick: () => void openForm() }}
      filters={<ListFilterPanel page={page} controls={filterControls} />}
    >
      <actions.Provider onAction={onAction}>
        <DataTable
          {...page.table}
          columns={columns}
          card={card}
          emptyMessage={messages.empty}
          aria-label={m.title}
        />
      </actions.Provider>
    </ListScreen>
  );
}

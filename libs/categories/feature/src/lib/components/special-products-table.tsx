import Typography from '@mui/material/Typography';
import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import {
  createContext,
  memo,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { DEFAULT_PAGE_SIZE } from '@app/contract';
import type { SpecialProduct, SpecialProductStatus } from '@app/categories-contract';
import { DataTable } from '@app/ui';
import { formatMoney } from '@app/util-format';
import { messages } from '../messages';
import { useSpecialProducts } from '../store/categories-store';

export interface SpecialProductsTableProps {
  categoryId: string;
  status: SpecialProductStatus;
  /** The caption and the grid's accessible name, given the list's total. */
  label: (total: number) => string;
  /** The row's buttons (approve and reject, or remove). */
  actions: (product: SpecialProduct) => ReactNode;
}

const noRows: SpecialProduct[] = [];
const ActionsContext = createContext<SpecialProductsTableProps['actions']>(() => null);
const ActionsCell = memo(function ActionsCell({ row }: { row: SpecialProduct }) {
  return <>{useContext(ActionsContext)(row)}</>;
});

type Cell = GridRenderCellParams<SpecialProduct>;
const c = messages.detail.columns;
const columns: GridColDef<SpecialProduct>[] = [
  { field: 'name', headerName: c.name, flex: 1, minWidth: 160 },
  { field: 'code', headerName: c.code, width: 120 },
  {
    field: 'shop',
    headerName: c.shop,
    flex: 1,
    minWidth: 120,
    valueGetter: (_v, row) => row.shop.name,
  },
  {
    field: 'price',
    headerName: c.price,
    width: 110,
    align: 'right',
    headerAlign: 'right',
    valueFormatter: (value: number) => formatMoney(value),
  },
  {
    field: 'actions',
    headerName: c.actions,
    width: 190,
    align: 'right',
    headerAlign: 'right',
    sortable: false,
    renderCell: ({ row }: Cell) => <ActionsCell row={row} />,
  },
];

/**
 * One of a special category's product lists (pending or approved), paged on the server
 * (`DEFAULT_PAGE_SIZE` a page, 'Tổng số {n} bản ghi'). A change that empties the last page goes
 * back to the page before.
 */
export function SpecialProductsTable({
  categoryId,
  status,
  label,
  actions,
}: SpecialProductsTableProps) {
  const [page, setPage] = useState(1);
  const query = useMemo(
    () => ({ id: categoryId, status, page, quantity: DEFAULT_PAGE_SIZE }),
    [categoryId, status, page],
  );
  const list = useSpecialProducts(query);
  const total = list.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / DEFAULT_PAGE_SIZE));
  useEffect(() => {
    if (!list.loading && list.data && page > lastPage) setPage(lastPage);
  }, [list.loading, list.data, page, lastPage]);
  const caption = label(total);
  return (
    <>
      <Typography variant="subtitle1" sx={{ mt: 2, mb: 1 }}>
        {caption}
      </Typography>
      <ActionsContext.Provider value={actions}>
        <DataTable
          aria-label={caption}
          rows={list.data?.data ?? noRows}
          columns={columns}
          rowCount={total}
          page={page}
          pageSize={DEFAULT_PAGE_SIZE}
          onPageChange={setPage}
          loading={list.loading}
        />
      </ActionsContext.Provider>
    </>
  );
}

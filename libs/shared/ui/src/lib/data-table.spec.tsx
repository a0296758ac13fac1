import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GridColDef } from '@mui/x-data-grid';
import { renderWithUi } from './testing/render';
import { DataTable, type DataTableProps } from './data-table';

interface Row {
  _id: string;
  code: string;
}

const columns: GridColDef<Row>[] = [{ field: 'code', headerName: 'Mã đơn hàng', width: 160 }];
const rows: Row[] = Array.from({ length: 10 }, (_, i) => ({ _id: `id${i}`, code: `DH${i + 1}` }));

/** The table on page 1 of 35 rows by 10, but for `props`. */
const table = (props: Partial<DataTableProps<Row>> = {}) => (
  <DataTable
    rows={rows}
    columns={columns}
    rowCount={35}
    page={1}
    pageSize={10}
    onPageChange={jest.fn()}
    {...props}
  />
);

/** A code column whose cells record each code they render (in `rendered`). */
function countedCells() {
  const rendered: string[] = [];
  function CodeCell({ code }: { code: string }) {
    rendered.push(code);
    return <span>{code}</span>;
  }
  const counted: GridColDef<Row>[] = [
    {
      field: 'code',
      headerName: 'Mã đơn hàng',
      width: 160,
      renderCell: ({ row }) => <CodeCell code={row.code} />,
    },
  ];
  return { rendered, counted };
}

describe('<DataTable /> sorted on the server', () => {
  const sortColumns: GridColDef<Row>[] = [
    { field: 'code', headerName: 'Mã đơn hàng', width: 160 },
    { field: 'total', headerName: 'Thành tiền', width: 160, sortable: true },
  ];

  it('sorts only the columns that declare it, shows the URL’s sort and reports the next', async () => {
    const user = userEvent.setup();
    const onSortChange = jest.fn();
    const { rerender } = renderWithUi(table({ columns: sortColumns, onSortChange }));
    const total = screen.getByRole('columnheader', { name: 'Thành tiền' });
    expect(total).toHaveClass('MuiDataGrid-columnHeader--sortable');
    const code = screen.getByRole('columnheader', { name: 'Mã đơn hàng' });
    expect(code).not.toHaveClass('MuiDataGrid-columnHeader--sortable');
    await user.click(code);
    expect(onSortChange).not.toHaveBeenCalled();
    await user.click(total);
    expect(onSortChange).toHaveBeenLastCalledWith('total');
    rerender(table({ columns: sortColumns, onSortChange, sort: 'total' }));
    expect(total).toHaveAttribute('aria-sort', 'ascending');
    await user.click(total);
    expect(onSortChange).toHaveBeenLastCalledWith('-total');
    rerender(table({ columns: sortColumns, onSortChange, sort: '-total' }));
    expect(total).toHaveAttribute('aria-sort', 'descending');
    await user.click(total);
    expect(onSortChange).toHaveBeenLastCalledWith(undefined);
  });

  it('sorts nothing without onSortChange', () => {
    renderWithUi(table({ columns: sortColumns }));
    expect(screen.getByRole('columnheader', { name: 'Thành tiền' })).not.toHaveClass(
      'MuiDataGrid-columnHeader--sortable',
    );
  });
});

describe('<DataTable />', () => {
  it('shows the rows of the page and the total', () => {
    renderWithUi(table());
    expect(screen.getByRole('columnheader', { name: 'Mã đơn hàng' })).toBeInTheDocument();
    expect(screen.getByRole('gridcell', { name: 'DH1' })).toBeInTheDocument();
    expect(screen.getByText('Tổng số 35 bản ghi')).toBeInTheDocument();
  });

  it('has no page-size changer and Vietnamese pagination texts', () => {
    renderWithUi(table({ page: 2 }));
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByText(/11–20/)).toHaveTextContent('11–20 trong 35');
    expect(screen.getByRole('button', { name: /trang trước/i })).toBeEnabled();
  });

  it('reports 1-based pages', async () => {
    const user = userEvent.setup();
    const onPageChange = jest.fn();
    renderWithUi(table({ onPageChange }));
    await user.click(screen.getByRole('button', { name: /trang tiếp theo|trang sau/i }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('says "Không có dữ liệu" when there are no rows', () => {
    renderWithUi(table({ rows: [], rowCount: 0 }));
    expect(within(screen.getByRole('grid')).getByText('Không có dữ liệu')).toBeInTheDocument();
    expect(screen.getByText('Tổng số 0 bản ghi')).toBeInTheDocument();
  });

  it('shows a loading line while a first page loads, and grey rows only once the wait is long', async () => {
    const { container, rerender } = renderWithUi(table({ rows: [], rowCount: 0, loading: true }));
    const grid = screen.getByRole('grid');
    expect(within(grid).getByRole('progressbar')).toBeInTheDocument();
    expect(container.querySelector('.MuiDataGrid-skeletonLoadingOverlay')).toBeNull();
    // 300 ms later, still without rows: the skeleton.
    await waitFor(
      () => expect(container.querySelector('.MuiDataGrid-skeletonLoadingOverlay')).not.toBeNull(),
      { timeout: 5_000 },
    );
    rerender(table());
    expect(container.querySelector('.MuiDataGrid-skeletonLoadingOverlay')).toBeNull();
    expect(within(grid).getByText('DH1')).toBeInTheDocument();
  });

  it('keeps the total while a page loads', () => {
    const { rerender } = renderWithUi(table());
    rerender(table({ rows: [], rowCount: 0, page: 2, loading: true }));
    expect(screen.getByText('Tổng số 35 bản ghi')).toBeInTheDocument();
    rerender(table({ rowCount: 36, page: 2 }));
    expect(screen.getByText('Tổng số 36 bản ghi')).toBeInTheDocument();
  });

  it('draws a new page once: the old page’s cells are not rendered again', () => {
    const { rendered, counted } = countedCells();
    const next = rows.map((_, i) => ({ _id: `next${i}`, code: `DH${i + 11}` }));
    const { rerender } = renderWithUi(table({ columns: counted }));
    expect(rendered).toContain('DH1');
    rendered.length = 0;
    rerender(table({ columns: counted, rows: next, page: 2, rowCount: 36 }));
    expect(screen.getByRole('gridcell', { name: 'DH11' })).toBeInTheDocument();
    expect(screen.queryByRole('gridcell', { name: 'DH1' })).not.toBeInTheDocument();
    expect(screen.getByText('11–20 trong 36')).toBeInTheDocument();
    expect(screen.getByText('Tổng số 36 bản ghi')).toBeInTheDocument();
    // The new page's cells only (StrictMode renders each twice in tests), none of the old page's.
    expect(rendered.filter((code) => rows.some((r) => r.code === code))).toEqual([]);
    expect(new Set(rendered)).toEqual(new Set(next.map((r) => r.code)));
  });

  it('draws a filter down to one page once too (the list stops offering the next page)', () => {
    const { rendered, counted } = countedCells();
    const few = [0, 1, 2].map((i) => ({ _id: `few${i}`, code: `DH${i + 101}` }));
    const { rerender } = renderWithUi(table({ columns: counted, onNearNextPage: jest.fn() }));
    rendered.length = 0;
    // `useListPage` gives `onNearNextPage` only while there is a next page.
    rerender(table({ columns: counted, rows: few, rowCount: 3 }));
    expect(screen.getByRole('gridcell', { name: 'DH101' })).toBeInTheDocument();
    expect(screen.getByText('Tổng số 3 bản ghi')).toBeInTheDocument();
    expect(rendered.filter((code) => rows.some((r) => r.code === code))).toEqual([]);
  });

  it('identifies rows by _id', () => {
    renderWithUi(table({ rows: rows.slice(0, 1), rowCount: 1 }));
    expect(screen.getAllByRole('row').some((r) => r.getAttribute('data-id') === 'id0')).toBe(true);
  });
});

describe('<DataTable /> on a deep link', () => {
  it('does not move a page from the URL back to 1 while the first answer loads', () => {
    const onPageChange = jest.fn();
    const { rerender } = renderWithUi(
      table({ rows: [], rowCount: 0, page: 3, loading: true, onPageChange }),
    );
    rerender(table({ page: 3, onPageChange }));
    expect(onPageChange).not.toHaveBeenCalled();
    expect(screen.getByText('21–30 trong 35')).toBeInTheDocument();
  });
});

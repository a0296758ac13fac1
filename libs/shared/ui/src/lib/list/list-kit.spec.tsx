import { act, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GridColDef } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { z } from 'zod';
import { DataTable } from '../data-table';
import { renderWithUi } from '../testing/render';
import { dateTimeColumn, moneyColumn, valueColumn } from './columns';
import { rowActions } from './row-actions';
import {
  ListFilterPanel,
  listFilterControls,
  searchControl,
  selectControl,
} from './list-filter-panel';
import { listQuery, readListQuery } from './list-query';
import { useListPage } from './use-list-page';

interface Row {
  _id: string;
  name: string;
  price: number;
  createdAt: string;
  shop: { name: string };
}
const rows: Row[] = [
  {
    _id: 'a',
    name: 'Táo',
    price: 150000,
    createdAt: '2024-01-02T03:04:00Z',
    shop: { name: 'Shop A' },
  },
  {
    _id: 'b',
    name: 'Lê',
    price: 20000,
    createdAt: '2024-01-03T03:04:00Z',
    shop: { name: 'Shop B' },
  },
];

describe('list kit', () => {
  it('rowActions: a menu per row named after the row, items per row and context, one handler', async () => {
    const actions = rowActions<Row, 'edit' | 'delete', boolean>({
      headerName: 'Thao tác',
      items: (row, canDelete) => [
        { label: 'Sửa', action: 'edit' },
        { label: 'Xóa', color: 'error', action: 'delete', hidden: !canDelete || row._id === 'b' },
      ],
    });
    const columns: GridColDef<Row>[] = [
      { field: 'name', headerName: 'Tên' },
      moneyColumn('price', 'Giá'),
      dateTimeColumn('createdAt', 'Ngày tạo', { width: 150 }),
      valueColumn('shop', 'Cửa hàng', (row) => row.shop.name),
      actions.column,
    ];
    const onAction = jest.fn();
    renderWithUi(
      <actions.Provider onAction={onAction} context>
        <DataTable
          rows={rows}
          columns={columns}
          rowCount={2}
          page={1}
          pageSize={10}
          onPageChange={jest.fn()}
        />
      </actions.Provider>,
    );
    expect(screen.getByRole('gridcell', { name: 'Shop A' })).toBeInTheDocument();
    expect(screen.getByRole('gridcell', { name: /150\.000/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Thao tác Táo' }));
    await userEvent.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Xóa' }));
    expect(onAction).toHaveBeenCalledWith(rows[0], 'delete');
    await userEvent.click(screen.getByRole('button', { name: 'Thao tác Lê' }));
    expect(within(screen.getByRole('menu')).queryByRole('menuitem', { name: 'Xóa' })).toBeNull();
  });

  it('useListPage: the filters in the URL make the query, the answer makes the table page', () => {
    // A contract's list query: its filters, the page and the page size (not in the URL).
    const list = listQuery(
      z.object({ text: z.string().optional(), page: z.number(), quantity: z.number() }),
      10,
    );
    const useList = jest.fn((query: { text?: string; page: number; quantity: number }) => ({
      data: query.text === 'x' ? { data: rows, total: 12 } : undefined,
      loading: false,
    }));
    const url = '/?text=x&page=2&quantity=99';
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
    );
    const { result } = renderHook(() => useListPage(list, { useList }), { wrapper });
    expect(useList).toHaveBeenLastCalledWith({ text: 'x', page: 2, quantity: 10 });
    // A route's prefetch reads the same query from the URL.
    expect(readListQuery(list, new URL(`http://x${url}`)).query).toEqual({
      text: 'x',
      page: 2,
      quantity: 10,
    });
    expect(result.current.table).toMatchObject({ rows, rowCount: 12, page: 2, pageSize: 10 });
    act(() => result.current.setFilters({ text: 'y' }));
    expect(result.current.table).toMatchObject({ rows: [], rowCount: 0, page: 1 });
  });

  it('useListPage: bind gives a filter the same onChange while other filters change (memoised controls)', () => {
    const list = listQuery(
      z.object({
        text: z.string().optional(),
        status: z.string().optional(),
        page: z.number(),
        quantity: z.number(),
      }),
      10,
    );
    const useList = () => ({ data: undefined, loading: false });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/?text=x']}>{children}</MemoryRouter>
    );
    const { result } = renderHook(() => useListPage(list, { useList }), { wrapper });
    const before = result.current.bind('status');
    act(() => result.current.bind('text').onChange('y'));
    const after = result.current.bind('status');
    expect(result.current.filters.text).toBe('y');
    expect(after.onChange).toBe(before.onChange);
    act(() => after.onChange('2'));
    expect(result.current.filters.status).toBe('2');
  });

  it('useListPage asks for the next page ahead once the rows are in (not on the last page), and a preview asks for the first page of a filter', async () => {
    const list = listQuery(
      z.object({ text: z.string().optional(), page: z.number(), quantity: z.number() }),
      10,
    );
    const prefetch = jest.fn();
    let loading = true;
    const useList = (query: { page: number }) => ({
      data: { data: rows, total: 25 },
      loading: loading && query.page > 0,
      prefetch,
    });
    let url = '/?text=x';
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
    );
    const { result, rerender, unmount } = renderHook(() => useListPage(list, { useList }), {
      wrapper,
    });
    // Nothing while the page loads.
    await act(() => new Promise((go) => setTimeout(go, 5)));
    expect(prefetch).not.toHaveBeenCalled();
    loading = false;
    rerender();
    await act(() => new Promise((go) => setTimeout(go, 5)));
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenLastCalledWith({ text: 'x', page: 2, quantity: 10 });
    // The pointer reaching the pages asks again (the store skips an answer it still holds).
    result.current.table.onNearNextPage?.();
    expect(prefetch).toHaveBeenCalledTimes(2);
    // A filter under the pointer: the first page of the list it would show.
    result.current.preview({ text: ' y ' });
    expect(prefetch).toHaveBeenLastCalledWith({ text: 'y', page: 1, quantity: 10 });
    unmount();

    // The last page (21–25 of 25): no next page to ask for.
    prefetch.mockClear();
    url = '/?text=x&page=3';
    const last = renderHook(() => useListPage(list, { useList }), { wrapper });
    await act(() => new Promise((go) => setTimeout(go, 5)));
    expect(last.result.current.table.onNearNextPage).toBeUndefined();
    expect(prefetch).not.toHaveBeenCalled();
    last.unmount();
  });

  it('a failed load is no empty list: the table says so, with the server’s message and Thử lại', async () => {
    const list = listQuery(z.object({ page: z.number(), quantity: z.number() }), 10);
    const retry = jest.fn();
    let view: {
      data: { data: Row[]; total: number } | undefined;
      loading: boolean;
      error?: { message: string; kind: string };
      retry?: () => void;
    } = { data: { data: rows, total: 2 }, loading: false, retry };
    function Screen() {
      const page = useListPage(list, { useList: () => view });
      return <DataTable {...page.table} columns={[{ field: 'name', headerName: 'Tên' }]} />;
    }
    // A new element each time: the same one would not render the screen again.
    const { rerender } = renderWithUi(<Screen />);
    expect(await screen.findByText('Táo')).toBeInTheDocument();
    // The next load fails: the previous rows go and the failure shows, apart from 'Không có dữ liệu'.
    view = { ...view, error: { message: 'Máy chủ đang bận', kind: 'http' } };
    rerender(<Screen />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Không tải được dữ liệu');
    expect(alert).toHaveTextContent('Máy chủ đang bận');
    expect(screen.queryByText('Táo')).not.toBeInTheDocument();
    expect(screen.queryByText('Không có dữ liệu')).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    expect(retry).toHaveBeenCalledTimes(1);
    // A cancelled load is no failure; an empty answer is 'Không có dữ liệu'.
    view = {
      data: { data: [], total: 0 },
      loading: false,
      retry,
      error: { message: 'x', kind: 'cancelled' },
    };
    rerender(<Screen />);
    expect(await screen.findByText('Không có dữ liệu')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('ListFilterPanel: declared controls bound to their URL filters, and the reset', async () => {
    const list = listQuery(
      z.object({
        text: z.string().optional(),
        status: z.coerce.number().optional(),
        page: z.number(),
        quantity: z.number(),
      }),
      10,
    );
    const controls = listFilterControls(list, {
      text: searchControl('Tìm kiếm', 'Nhập tên'),
      status: selectControl<number>('Trạng thái', [1, 2], { 1: 'Mở', 2: 'Đóng' }, 'Tất cả'),
    });
    const useList = () => ({ data: undefined, loading: false });
    function Panel() {
      return <ListFilterPanel page={useListPage(list, { useList })} controls={controls} />;
    }
    renderWithUi(<Panel />, { path: '/?text=x&status=2' });
    expect(screen.getByRole('textbox', { name: 'Tìm kiếm' })).toHaveValue('x');
    expect(screen.getByRole('combobox', { name: 'Trạng thái' })).toHaveTextContent('Đóng');
    await userEvent.click(screen.getByRole('button', { name: 'Xóa bộ lọc' }));
    expect(screen.getByRole('textbox', { name: 'Tìm kiếm' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Trạng thái' })).not.toHaveTextContent('Đóng');
  });
});

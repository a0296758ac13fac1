import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';
import { useState } from 'react';
import { DataTable, type DataTableProps } from '../data-table';
import { DialogFrame } from '../dialogs/form-dialog';
import { FilterPanel } from '../filters/filter-panel';
import { renderWithUi } from '../testing/render';
import { dateTimeColumn, moneyColumn } from './columns';
import { rowActions } from './row-actions';
import type { CardLayout } from './data-cards';

interface Row {
  _id: string;
  code: string;
  avatar: string;
  price: number;
  createdAt: string;
  pending: boolean;
}
const rows: Row[] = [
  {
    _id: 'a',
    code: 'DH2611270000001',
    avatar: 'A',
    price: 150000,
    createdAt: '2026-11-27T03:26:00Z',
    pending: true,
  },
  {
    _id: 'b',
    code: 'DH2611270000002',
    avatar: 'B',
    price: 20000,
    createdAt: '2026-11-27T04:00:00Z',
    pending: false,
  },
];
const actions = rowActions<Row, 'view'>({
  headerName: 'Thao tác',
  label: (row) => `Thao tác ${row.code}`,
  items: () => [{ label: 'Xem', action: 'view' }],
});
const columns: GridColDef<Row>[] = [
  {
    field: 'avatar',
    headerName: 'Ảnh',
    renderCell: ({ row }) => <span data-testid="avatar">{row.avatar}</span>,
  },
  { field: 'code', headerName: 'Mã đơn' },
  moneyColumn('price', 'Thành tiền'),
  dateTimeColumn('createdAt', 'Thời gian'),
  actions.column,
];

/** A window as wide as a phone's: every `max-width` query matches, no `min-width` one. */
const asPhone = () => {
  window.matchMedia = (query: string) =>
    ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    }) as unknown as MediaQueryList;
};

type TableProps = Partial<DataTableProps<Row>> & { card?: CardLayout };
const table = (props: TableProps = {}) => (
  <DataTable<Row>
    rows={rows}
    columns={columns}
    rowCount={25}
    page={1}
    pageSize={10}
    onPageChange={() => undefined}
    aria-label="Đơn hàng"
    {...props}
  />
);

describe('the phone layout of the list kit', () => {
  const original = window.matchMedia;
  beforeEach(asPhone);
  afterEach(() => {
    window.matchMedia = original;
  });

  it('draws the rows as cards of the same columns: media, title, fields with their headers, actions', async () => {
    const onAction = jest.fn();
    renderWithUi(
      <actions.Provider onAction={onAction}>
        {table({ card: { media: 'avatar', title: 'code' } })}
      </actions.Provider>,
    );
    const list = await screen.findByRole('list', { name: 'Đơn hàng' });
    expect(screen.queryByRole('grid')).toBeNull();
    const [first] = within(list).getAllByRole('listitem');
    const card = within(first!);
    expect(card.getByText('DH2611270000001')).toBeInTheDocument();
    expect(card.getByTestId('avatar')).toHaveTextContent('A');
    // Each other column under its header, with the column's own formatting.
    expect(card.getByText('Thành tiền')).toBeInTheDocument();
    expect(card.getByText(/150\.000/)).toBeInTheDocument();
    expect(card.getByText('Thời gian')).toBeInTheDocument();
    expect(card.getByText('27-11-2026 10:26')).toBeInTheDocument();
    expect(card.queryByText('Ảnh')).toBeNull();
    await userEvent.click(card.getByRole('button', { name: 'Thao tác DH2611270000001' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Xem' }));
    expect(onAction).toHaveBeenCalledWith(rows[0], 'view');
  });

  it("lists only the card's declared fields, and not a column the screen hides", async () => {
    renderWithUi(
      table({
        card: { title: 'code', fields: ['createdAt', 'price'] },
        columnVisibilityModel: { price: false },
      }),
    );
    const [first] = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(within(first!).getByText('Thời gian')).toBeInTheDocument();
    expect(within(first!).queryByText('Thành tiền')).toBeNull();
  });

  it('pages under the cards, with the total', async () => {
    const onPageChange = jest.fn();
    renderWithUi(table({ onPageChange }));
    expect(await screen.findByText('Tổng số 25 bản ghi')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tới trang tiếp theo' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('says when the load failed, with its retry', async () => {
    const onRetry = jest.fn();
    renderWithUi(table({ rows: [], rowCount: 0, failure: { message: 'Hỏng', onRetry } }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Không tải được dữ liệu');
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it("selects the selectable cards for a bulk action, one by one or the page's", async () => {
    const changes: GridRowSelectionModel[] = [];
    function Selecting() {
      const [model, setModel] = useState<GridRowSelectionModel>({
        type: 'include',
        ids: new Set(),
      });
      return table({
        card: { title: 'code' },
        checkboxSelection: true,
        rowSelectionModel: model,
        onRowSelectionModelChange: (next) => {
          changes.push(next);
          setModel(next);
        },
        isRowSelectable: ({ row }) => row.pending,
      });
    }
    renderWithUi(<Selecting />);
    const [first, second] = within(await screen.findByRole('list')).getAllByRole('listitem');
    // Only the pending row has a box, named by its card's title.
    expect(within(second!).queryByRole('checkbox')).toBeNull();
    await userEvent.click(within(first!).getByRole('checkbox', { name: 'DH2611270000001' }));
    expect([...changes.at(-1)!.ids]).toEqual(['a']);
    const all = screen.getByRole('checkbox', { name: 'Chọn tất cả trên trang này' });
    expect(all).toBeChecked();
    await userEvent.click(all);
    expect([...changes.at(-1)!.ids]).toEqual([]);
  });

  it("keeps the table where the card layout is `false` (a picker's own selection)", () => {
    renderWithUi(table({ card: false }));
    expect(screen.getByRole('grid')).toBeInTheDocument();
  });

  it("puts the filters in a bottom sheet behind 'Bộ lọc (n)'", async () => {
    const onReset = jest.fn();
    renderWithUi(
      <FilterPanel active={2} onReset={onReset}>
        <input aria-label="Tìm kiếm" />
      </FilterPanel>,
    );
    const button = screen.getByRole('button', { name: 'Bộ lọc (2)' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(button);
    const sheet = screen.getByRole('dialog', { name: 'Bộ lọc (2)' });
    expect(within(sheet).getByRole('search')).toContainElement(
      within(sheet).getByLabelText('Tìm kiếm'),
    );
    await userEvent.click(within(sheet).getByRole('button', { name: 'Xóa bộ lọc' }));
    expect(onReset).toHaveBeenCalled();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Xong' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens the dialogs full-screen', () => {
    renderWithUi(
      <DialogFrame open title="Sửa" onCancel={() => undefined}>
        <p>Nội dung</p>
      </DialogFrame>,
    );
    expect(screen.getByRole('dialog', { name: 'Sửa' })).toHaveClass('MuiDialog-paperFullScreen');
  });
});

import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import type { GridColDef } from '@mui/x-data-grid';
import { renderWithUi } from '../testing/render';
import { DataTable } from '../data-table';
import { DebouncedTextField } from './debounced-text-field';
import { FilterField, FilterPanel, ListScreenLayout } from './filter-panel';
import { z } from 'zod';
import { textFilterSchema } from '@app/contract';
import { useUrlFilters } from './use-url-filters';

describe('<FilterPanel />', () => {
  it('is a search landmark titled "Bộ lọc" holding its controls', () => {
    renderWithUi(
      <FilterPanel>
        <FilterField label="Trạng thái">
          <button>Chờ xác nhận</button>
        </FilterField>
      </FilterPanel>,
    );
    const panel = screen.getByRole('search', { name: 'Bộ lọc' });
    expect(within(panel).getByRole('heading', { name: 'Bộ lọc' })).toBeInTheDocument();
    expect(within(panel).getByRole('group', { name: 'Trạng thái' })).toContainElement(
      screen.getByRole('button', { name: 'Chờ xác nhận' }),
    );
    expect(within(panel).queryByRole('button', { name: 'Xóa bộ lọc' })).not.toBeInTheDocument();
  });

  it('offers "Xóa bộ lọc" when it can reset', async () => {
    const user = userEvent.setup();
    const onReset = jest.fn();
    renderWithUi(
      <FilterPanel onReset={onReset}>
        <span />
      </FilterPanel>,
    );
    await user.click(screen.getByRole('button', { name: 'Xóa bộ lọc' }));
    expect(onReset).toHaveBeenCalledTimes(1);
  });
});

const filterSchema = z.object({ code: textFilterSchema });
const columns: GridColDef<{ _id: string; code: string }>[] = [
  { field: 'code', headerName: 'Mã đơn hàng', width: 150 },
];

function ListScreen() {
  const { filters, page, setFilters, setPage, resetFilters } = useUrlFilters(filterSchema);
  const location = useLocation();
  const rows = [{ _id: `row-${page}`, code: `${filters.code || 'DH'}-${page}` }];
  return (
    <ListScreenLayout
      filters={
        <FilterPanel onReset={resetFilters}>
          <DebouncedTextField
            label="Mã đơn hàng"
            value={filters.code ?? ''}
            onDebouncedChange={(code) => setFilters({ code })}
          />
        </FilterPanel>
      }
    >
      <output aria-label="URL">{location.search}</output>
      <DataTable
        rows={rows}
        columns={columns}
        rowCount={30}
        page={page}
        pageSize={10}
        onPageChange={setPage}
      />
    </ListScreenLayout>
  );
}

describe('a list screen built from FilterPanel, DebouncedTextField, useUrlFilters and DataTable', () => {
  afterEach(() => jest.useRealTimers());

  it('applies the URL on load, and a typed filter after 500 ms resets the page to 1', () => {
    jest.useFakeTimers();
    renderWithUi(<ListScreen />, { path: '/dashboard/order?code=DH7&page=3' });
    expect(screen.getByRole('textbox', { name: 'Mã đơn hàng' })).toHaveValue('DH7');
    expect(screen.getByText('DH7-3')).toBeInTheDocument();

    fireEvent.change(screen.getByRole('textbox', { name: 'Mã đơn hàng' }), {
      target: { value: '  DH8 ' },
    });
    act(() => jest.advanceTimersByTime(499));
    expect(screen.getByLabelText('URL')).toHaveTextContent('?code=DH7&page=3');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByLabelText('URL')).toHaveTextContent('?code=DH8');
    expect(screen.getByText('DH8-1')).toBeInTheDocument();
  });

  it('clears the filters and the search box with "Xóa bộ lọc"', () => {
    renderWithUi(<ListScreen />, { path: '/dashboard/order?code=DH7&page=2' });
    fireEvent.click(screen.getByRole('button', { name: 'Xóa bộ lọc' }));
    expect(screen.getByLabelText('URL')).toBeEmptyDOMElement();
    expect(screen.getByRole('textbox', { name: 'Mã đơn hàng' })).toHaveValue('');
  });
});

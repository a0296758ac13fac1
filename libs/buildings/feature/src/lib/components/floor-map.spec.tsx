import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { buildingA, floorsOf } from '../buildings.fixtures';
import { FloorMap, type FloorMapActions } from './floor-map';

const floors = floorsOf[buildingA._id]!;

function renderMap(readOnly = false) {
  const actions: FloorMapActions = {
    addFloor: jest.fn(),
    renameFloor: jest.fn(),
    deleteFloor: jest.fn(),
    addApartment: jest.fn(),
    deleteApartment: jest.fn(),
  };
  render(
    <MemoryRouter>
      <FloorMap buildingId={buildingA._id} floors={floors} readOnly={readOnly} {...actions} />
    </MemoryRouter>,
  );
  return actions;
}

const tile = (name: string) =>
  screen
    .getByRole('link', { name: new RegExp(`^Căn hộ ${name}:`) })
    .closest('[data-testid="apartment-tile"]') as HTMLElement;

describe('<FloorMap />', () => {
  it('shows a row per floor with grey, green and orange tiles and their counts', () => {
    renderMap();
    const first = screen.getByRole('group', { name: 'Tầng 1' });
    expect(within(first).getAllByTestId('apartment-tile')).toHaveLength(3);
    expect(tile('A101')).toHaveAttribute('data-kind', 'empty');
    expect(tile('A101')).toHaveTextContent('Căn hộ trống');
    expect(tile('A101')).toHaveStyle({ backgroundColor: '#f5f5f5' });
    expect(tile('A102')).toHaveAttribute('data-kind', 'members');
    expect(tile('A102')).toHaveTextContent('3 thành viên');
    expect(tile('A102')).toHaveStyle({ backgroundColor: '#e8f5e9' });
    expect(tile('A103')).toHaveAttribute('data-kind', 'pending');
    expect(tile('A103')).toHaveTextContent('1 thành viên');
    expect(tile('A103')).toHaveTextContent('2 chờ duyệt');
    expect(tile('A103')).toHaveStyle({ backgroundColor: '#fff3e0' });
  });

  it('links each tile to the accounts of its building, floor and apartment; orange ones to the pending ones', () => {
    renderMap();
    const href = (name: string) =>
      new URL(
        screen.getByRole('link', { name: new RegExp(`^Căn hộ ${name}:`) }).getAttribute('href')!,
        'http://x',
      );
    const pending = href('A103');
    expect(pending.pathname).toBe('/dashboard/user');
    expect(Object.fromEntries(pending.searchParams)).toEqual({
      building: buildingA._id,
      floor: floors[0]!._id,
      apartment: floors[0]!.apartments[2]!._id,
      verify: '1',
    });
    expect(href('A102').searchParams.get('verify')).toBe('2');
    expect(href('A101').searchParams.get('verify')).toBeNull();
    expect(href('A201').searchParams.get('floor')).toBe(floors[1]!._id);
  });

  it('offers delete only where nobody lives, on tiles and floors', async () => {
    const actions = renderMap();
    expect(screen.getByRole('button', { name: 'Xóa căn hộ A101' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Xóa căn hộ A102' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Xóa căn hộ A103' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Xóa căn hộ A101' }));
    expect(actions.deleteApartment).toHaveBeenCalledWith(floors[0], floors[0]!.apartments[0]);

    await userEvent.click(screen.getByRole('button', { name: 'Thao tác với Tầng 1' }));
    expect(screen.queryByRole('menuitem', { name: 'Xóa tầng' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Thêm căn hộ' }));
    expect(actions.addApartment).toHaveBeenCalledWith(floors[0]);

    await userEvent.click(screen.getByRole('button', { name: 'Thao tác với Tầng 2' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Xóa tầng' }));
    expect(actions.deleteFloor).toHaveBeenCalledWith(floors[1]);
  });

  it('shows no change controls when read-only', () => {
    renderMap(true);
    expect(screen.queryByRole('button', { name: 'Thêm tầng' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Xóa căn hộ/ })).not.toBeInTheDocument();
  });
});

import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { urlFilter, useUrlFilters } from './use-url-filters';

const spec = {
  code: urlFilter.string(),
  view: urlFilter.string('list'),
  quantity: urlFilter.number(10),
  buildingId: urlFilter.string(),
  pkgStatusNumber: urlFilter.numbers(),
  shipperIds: urlFilter.strings(),
};

function setup(path: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => {
      const location = useLocation();
      return { ...useUrlFilters(spec), search: location.search };
    },
    { wrapper },
  );
}

describe('useUrlFilters', () => {
  it('reads typed values from the URL, with defaults for the missing ones', () => {
    const { result } = setup(
      '/orders?code=DH12&pkgStatusNumber=1&pkgStatusNumber=20&shipperIds=a,b&page=3',
    );
    expect(result.current.filters).toEqual({
      code: 'DH12',
      view: 'list',
      quantity: 10,
      buildingId: '',
      pkgStatusNumber: [1, 20],
      shipperIds: ['a', 'b'],
    });
    expect(result.current.page).toBe(3);
  });

  it('reads a missing or invalid page as 1 and a non-number as the default', () => {
    const { result } = setup('/orders?page=abc&quantity=x');
    expect(result.current.page).toBe(1);
    expect(result.current.filters.quantity).toBe(10);
  });

  it('trims text, writes multi values as repeated parameters and resets the page to 1', () => {
    const { result } = setup('/orders?page=4&other=keep');
    act(() => result.current.setFilters({ code: '  DH 99 ', pkgStatusNumber: [1, 20] }));
    const params = new URLSearchParams(result.current.search);
    expect(params.get('code')).toBe('DH 99');
    expect(params.getAll('pkgStatusNumber')).toEqual(['1', '20']);
    expect(params.get('page')).toBeNull();
    expect(params.get('other')).toBe('keep');
    expect(result.current.filters.code).toBe('DH 99');
    expect(result.current.page).toBe(1);
  });

  it('drops empty and default values from the URL', () => {
    const { result } = setup('/orders?code=DH12&shipperIds=a&view=stats');
    act(() => result.current.setFilters({ code: '   ', shipperIds: [], view: 'list' }));
    expect(result.current.search).toBe('');
    expect(result.current.filters).toMatchObject({ code: '', shipperIds: [], view: 'list' });
  });

  it('keeps the page when a filter is set to the value it already has', () => {
    const { result } = setup('/orders?code=DH12&page=2');
    act(() => result.current.setFilters({ code: 'DH12 ' }));
    expect(result.current.page).toBe(2);
  });

  it('keeps an emptied multi filter empty over a non-empty default', () => {
    const withDefault = { status: urlFilter.numbers([1]) };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/orders']}>{children}</MemoryRouter>
    );
    const { result } = renderHook(() => useUrlFilters(withDefault), { wrapper });
    expect(result.current.filters.status).toEqual([1]);
    act(() => result.current.setFilters({ status: [] }));
    expect(result.current.filters.status).toEqual([]);
    act(() => result.current.setFilters({ status: [1] }));
    expect(result.current.filters.status).toEqual([1]);
  });

  it('changes the page without touching the filters, and resets everything', () => {
    const { result } = setup('/orders?code=DH12&other=keep');
    act(() => result.current.setPage(5));
    expect(new URLSearchParams(result.current.search).get('page')).toBe('5');
    expect(result.current.filters.code).toBe('DH12');
    act(() => result.current.resetFilters());
    expect(result.current.search).toBe('?other=keep');
  });
});

import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { z } from 'zod';
import {
  multiValue,
  objectIdSchema,
  optionalFilter,
  quantitySchema,
  textFilterSchema,
} from '@app/contract';
import { readUrlFilters, useUrlFilters } from './use-url-filters';

const a = 'a'.repeat(24);
const b = 'b'.repeat(24);
/** A list query as a domain's contract writes it; the refinement is the kind a contract has. */
const schema = z
  .object({
    code: textFilterSchema,
    view: z.enum(['list', 'stats']).default('list'),
    quantity: quantitySchema.default(10),
    buildingId: optionalFilter(objectIdSchema),
    pkgStatusNumber: multiValue(z.coerce.number().int().min(0)),
    shipperIds: multiValue(objectIdSchema),
  })
  .refine((q) => q.quantity > 0);

function setup(path: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => {
      const location = useLocation();
      return { ...useUrlFilters(schema), search: location.search };
    },
    { wrapper },
  );
}

describe('useUrlFilters', () => {
  it('reads typed values through the schema, with its defaults for the missing ones', () => {
    const { result } = setup(
      `/orders?code=DH12&pkgStatusNumber=1&pkgStatusNumber=20&shipperIds=${a},${b.toUpperCase()}&page=3`,
    );
    expect(result.current.filters).toEqual({
      code: 'DH12',
      view: 'list',
      quantity: 10,
      buildingId: undefined,
      pkgStatusNumber: [1, 20],
      shipperIds: [a, b],
    });
    expect(result.current.page).toBe(3);
  });

  it('drops the values the schema refuses instead of failing', () => {
    const { result } = setup(
      `/orders?page=abc&quantity=x&view=grid&buildingId=12&pkgStatusNumber=1&pkgStatusNumber=x&shipperIds=nope,${a}`,
    );
    expect(result.current.page).toBe(1);
    expect(result.current.filters).toMatchObject({
      quantity: 10,
      view: 'list',
      buildingId: undefined,
      pkgStatusNumber: [1],
      shipperIds: [a],
    });
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

  it('keeps every change made before React renders the previous one', () => {
    const { result } = setup('/orders?pkgStatusNumber=1');
    act(() => {
      result.current.setFilters({ pkgStatusNumber: [0] });
      result.current.setFilters({ code: 'DH26' });
      result.current.setPage(2);
    });
    expect(result.current.search).toBe('?pkgStatusNumber=0&code=DH26&page=2');
  });

  it('drops empty and default values from the URL', () => {
    const { result } = setup(`/orders?code=DH12&shipperIds=${a}&view=stats`);
    act(() => result.current.setFilters({ code: '   ', shipperIds: [], view: 'list' }));
    expect(result.current.search).toBe('');
    expect(result.current.filters).toMatchObject({ code: undefined, shipperIds: [], view: 'list' });
  });

  it('keeps the page when a filter is set to the value it already has', () => {
    const { result } = setup('/orders?code=DH12&page=2');
    act(() => result.current.setFilters({ code: 'DH12 ' }));
    expect(result.current.page).toBe(2);
  });

  it('keeps an emptied multi filter empty over a default the screen gives', () => {
    const statuses = z.object({ status: multiValue(z.coerce.number().int()) });
    const defaults = { status: [1] };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/orders']}>{children}</MemoryRouter>
    );
    const { result } = renderHook(() => useUrlFilters(statuses, { defaults }), { wrapper });
    expect(result.current.filters.status).toEqual([1]);
    act(() => result.current.setFilters({ status: [] }));
    expect(result.current.filters.status).toEqual([]);
    act(() => result.current.setFilters({ status: [1] }));
    expect(result.current.filters.status).toEqual([1]);
  });

  it('keeps each filter value the same object while its own part of the URL stays (memoised controls)', () => {
    const { result } = setup(`/orders?pkgStatusNumber=1&pkgStatusNumber=3&shipperIds=${a}`);
    const before = result.current.filters;
    act(() => result.current.setFilters({ code: 'DH12' }));
    expect(result.current.filters).not.toBe(before);
    expect(result.current.filters.pkgStatusNumber).toBe(before.pkgStatusNumber);
    expect(result.current.filters.shipperIds).toBe(before.shipperIds);
    act(() => result.current.setFilters({ shipperIds: [b] }));
    expect(result.current.filters.shipperIds).toEqual([b]);
    expect(result.current.filters.pkgStatusNumber).toBe(before.pkgStatusNumber);
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

describe('readUrlFilters (a route loader, outside React)', () => {
  it('reads the same filters and page as the hook, refused values dropped', () => {
    for (const query of [
      `code=DH12&pkgStatusNumber=1&pkgStatusNumber=20&shipperIds=${a},${b}&page=3`,
      `page=abc&quantity=x&view=grid&buildingId=12&pkgStatusNumber=1&pkgStatusNumber=x`,
      '',
    ]) {
      const { result } = setup(`/orders?${query}`);
      const read = readUrlFilters(schema, new URLSearchParams(query));
      expect(read).toEqual({ filters: result.current.filters, page: result.current.page });
    }
    expect(readUrlFilters(schema, new URLSearchParams('page=3')).page).toBe(3);
    expect(readUrlFilters(schema, new URLSearchParams('view=stats')).filters.view).toBe('stats');
  });
});

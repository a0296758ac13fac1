import { act, renderHook } from '@testing-library/react';
import { layoutViewFor, useLayoutView } from './use-layout-view';

describe('layout views', () => {
  it('is desktop above 1220 px, tab above 767 px, mobile otherwise', () => {
    expect([1221, 1220, 768, 767, 320].map(layoutViewFor)).toEqual([
      'desktop',
      'tab',
      'tab',
      'mobile',
      'mobile',
    ]);
  });

  it('follows a resize only after the window stopped changing for 1 s', () => {
    jest.useFakeTimers();
    Object.assign(window, { innerWidth: 1400 });
    const { result } = renderHook(() => useLayoutView());
    expect(result.current).toBe('desktop');
    act(() => {
      Object.assign(window, { innerWidth: 500 });
      window.dispatchEvent(new Event('resize'));
      jest.advanceTimersByTime(999);
    });
    expect(result.current).toBe('desktop');
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(result.current).toBe('mobile');
    jest.useRealTimers();
  });
});

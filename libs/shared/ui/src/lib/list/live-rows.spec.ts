import { act, renderHook, waitFor } from '@testing-library/react';
import type { LiveEvent } from '@app/contract';
import type { LiveMessage } from '@app/data-access-api';
import { mayMatch, unseenCount, useLiveRows } from './live-rows';

/** The tab's live stream, stood in for: the listeners the hook registers. */
const mockLive = new Set<(message: LiveMessage) => void>();
jest.mock('@app/data-access-api', () => ({
  ...jest.requireActual('@app/data-access-api'),
  onLive: (listener: (message: LiveMessage) => void) => {
    mockLive.add(listener);
    return () => mockLive.delete(listener);
  },
}));
const announce = (change: Partial<LiveEvent>) => {
  const message: LiveMessage = { type: 'change', event: { ...event('1'), ...change } };
  act(() => mockLive.forEach((listener) => listener(message)));
};

const event = (status: string | null, buildings: string[] = []): LiveEvent => ({
  id: '1',
  kind: 'order',
  op: 'insert',
  recordId: 'r1',
  buildings,
  status,
});

describe('mayMatch (a new row announced on a live list, issue 28)', () => {
  it('takes every new row without a status filter', () => {
    for (const none of [undefined, null, '', []]) expect(mayMatch(event('1'), none)).toBe(true);
  });

  it('takes a row of the status, or of one of the statuses, filtered on', () => {
    expect(mayMatch(event('1'), 1)).toBe(true);
    expect(mayMatch(event('1'), '1')).toBe(true);
    expect(mayMatch(event('2'), 1)).toBe(false);
    expect(mayMatch(event('20'), [1, 20])).toBe(true);
    expect(mayMatch(event('3'), [1, 20])).toBe(false);
    expect(mayMatch(event(null), 1)).toBe(false);
  });

  it('takes a row of the building filtered on only', () => {
    expect(mayMatch(event('1', ['b1']), undefined, 'b1')).toBe(true);
    expect(mayMatch(event('1', ['b2']), undefined, 'b1')).toBe(false);
    expect(mayMatch(event('1', ['b1']), 2, 'b1')).toBe(false);
  });
});

describe('unseenCount (the number on the new-rows bar)', () => {
  it('counts the announced rows the list does not show', () => {
    expect(unseenCount(new Set(), ['a'])).toBe(0);
    expect(unseenCount(new Set(['n1', 'n2']), ['a', 'b'])).toBe(2);
    // The screen's own insert: its list reloaded with the row before the event came.
    expect(unseenCount(new Set(['n1', 'n2']), ['n1', 'a'])).toBe(1);
    expect(unseenCount(new Set(['n1']), ['n1'])).toBe(0);
  });
});

describe('useLiveRows and the pages held but not shown (the next page asked for ahead)', () => {
  const setup = () => {
    const list = { forgetOthers: jest.fn() };
    const table = {
      rows: [{ _id: 'shown' }],
      page: 1,
      onPageChange: jest.fn(),
      onNearNextPage: jest.fn(),
    };
    const reload = jest.fn();
    const refreshRow = jest.fn();
    const hook = renderHook(() =>
      useLiveRows({ kind: 'order', table, list, reload, refreshRow, resetKey: 'q' }),
    );
    return { list, table, reload, refreshRow, hook };
  };

  it('forgets them when a row it does not show changes, and asks for the next page again once idle', async () => {
    const { list, table, reload, refreshRow, hook } = setup();
    announce({ op: 'update', recordId: 'on-page-2', status: '0' });
    expect(list.forgetOthers).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(table.onNearNextPage).toHaveBeenCalledTimes(1));
    // The page on screen is not touched: nothing of it changed.
    expect(reload).not.toHaveBeenCalled();
    expect(refreshRow).not.toHaveBeenCalled();
    hook.unmount();
  });

  it('forgets them for a new row (it pushes the others down) and for a shown row repainted in place', async () => {
    const { list, table, refreshRow, hook } = setup();
    announce({ op: 'insert', recordId: 'new' });
    announce({ op: 'update', recordId: 'shown', status: '0' });
    expect(list.forgetOthers).toHaveBeenCalledTimes(2);
    expect(refreshRow).toHaveBeenCalledWith('shown', expect.objectContaining({ op: 'update' }));
    expect(hook.result.current.count).toBe(1);
    // Two changes before the idle moment: the next page is asked for once.
    await waitFor(() => expect(table.onNearNextPage).toHaveBeenCalledTimes(1));
    hook.unmount();
  });

  it('leaves them to the reload when the list loads again (a bulk change), and ignores other kinds', async () => {
    const { list, hook } = setup();
    announce({ op: 'bulk', recordId: null });
    announce({ kind: 'transaction', op: 'update', recordId: 'other' });
    expect(list.forgetOthers).not.toHaveBeenCalled();
    hook.unmount();
  });
});

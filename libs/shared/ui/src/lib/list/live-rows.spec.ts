import type { LiveEvent } from '@app/contract';
import { mayMatch, unseenCount } from './live-rows';

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

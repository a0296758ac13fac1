import { z } from 'zod';
import { parseSort, sortMessages, sortParam, sortSchema } from './sort';

describe('sortSchema', () => {
  const query = z.object({ sort: sortSchema(['createdAt', 'total']) });

  it('takes a field ascending or, with a leading -, descending, and leaves the text as it is', () => {
    expect(query.parse({ sort: 'total' }).sort).toBe('total');
    expect(query.parse({ sort: '-createdAt' }).sort).toBe('-createdAt');
    expect(parseSort('-createdAt')).toEqual({ field: 'createdAt', direction: 'desc' });
    expect(parseSort('total')).toEqual({ field: 'total', direction: 'asc' });
    expect(sortParam({ field: 'total', direction: 'desc' })).toBe('-total');
    expect(sortParam(parseSort('createdAt'))).toBe('createdAt');
  });

  it('reads absent or empty as no sort', () => {
    expect(query.parse({}).sort).toBeUndefined();
    expect(query.parse({ sort: '' }).sort).toBeUndefined();
  });

  it('refuses an unknown field, a bare or doubled minus, a list or a number in Vietnamese', () => {
    for (const sort of ['name', '-', '--total', '+total', ' total', 'Total', ['total'], 1]) {
      const result = query.safeParse({ sort });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(sortMessages.invalidSort);
    }
  });
});

import { BULK_MAX, bulkInputSchema, bulkMessages, bulkPath } from './bulk';
import { z } from 'zod';

const id = (n: number) => n.toString(16).padStart(24, '0');

describe('bulk actions', () => {
  const schema = bulkInputSchema({ notes: z.string() });
  const messages = (input: unknown) =>
    schema.safeParse(input).error?.issues.map((issue) => issue.message);

  it('takes 1 to BULK_MAX distinct ids with the action input', () => {
    expect(schema.parse({ ids: [id(1).toUpperCase(), id(2)], notes: 'x' })).toEqual({
      ids: [id(1), id(2)],
      notes: 'x',
    });
    expect(messages({ ids: [], notes: 'x' })).toEqual([bulkMessages.idsRequired]);
    expect(messages({ notes: 'x' })).toEqual([bulkMessages.idsRequired]);
    expect(messages({ ids: [id(1), id(1)], notes: 'x' })).toEqual([bulkMessages.duplicateIds]);
    const many = Array.from({ length: BULK_MAX + 1 }, (_, n) => id(n));
    expect(messages({ ids: many, notes: 'x' })).toContain(bulkMessages.tooMany);
    expect(messages({ ids: ['nope'], notes: 'x' })).toEqual(['Mã không hợp lệ']);
  });

  it('names the bulk path of a list', () => {
    expect(bulkPath('/api/v1.1/admin/balance', 'approve')).toBe(
      '/api/v1.1/admin/balance/bulk/approve',
    );
  });
});

import {
  listTransactionsQuerySchema,
  rejectTransactionInputSchema,
  transactionPath,
  transactionsMessages,
  transactionsPaths,
  totalsFilter,
  transactionTotalsQuerySchema,
} from '../index';

describe('transactions contract', () => {
  it('reads the list query: defaults, trimmed search, empty filters as none, enums as numbers', () => {
    expect(listTransactionsQuerySchema.parse({})).toEqual({ page: 1, quantity: 50 });
    expect(
      listTransactionsQuerySchema.parse({ text: '  Hà Nội ', type: '1', status: '', page: '2' }),
    ).toEqual({ text: 'Hà Nội', type: 1, page: 2, quantity: 50 });
    expect(listTransactionsQuerySchema.safeParse({ type: '2' }).error?.issues[0]?.message).toBe(
      transactionsMessages.invalidType,
    );
    expect(listTransactionsQuerySchema.safeParse({ status: '3' }).success).toBe(false);
    expect(
      listTransactionsQuerySchema.safeParse({ startDate: '2026-02-02', endDate: '2026-02-01' })
        .error?.issues[0]?.message,
    ).toBe(transactionsMessages.dateOrder);
  });

  it('reads the totals query with start and end as the list filter', () => {
    expect(
      totalsFilter(
        transactionTotalsQuerySchema.parse({ start: '2026-01-01', end: '2026-01-31', type: '0' }),
      ),
    ).toEqual({ startDate: '2026-01-01', endDate: '2026-01-31', type: 0 });
    expect(transactionTotalsQuerySchema.safeParse({ start: '2026-13-01' }).success).toBe(false);
    expect(
      transactionTotalsQuerySchema.safeParse({ start: '2026-02-02', end: '2026-02-01' }).error
        ?.issues[0]?.message,
    ).toBe(transactionsMessages.dateOrder);
    // Every key of the query is visible on the schema (the fuzz pass reads them from `shape`).
    expect(Object.keys(transactionTotalsQuerySchema.shape).sort()).toEqual(
      ['end', 'start', 'status', 'text', 'type', 'user'].sort(),
    );
  });

  it('requires a reject reason with the spec message', () => {
    const messages = (input: unknown) =>
      rejectTransactionInputSchema.safeParse(input).error?.issues.map((i) => i.message);
    expect(messages({})).toEqual([transactionsMessages.notesRequired]);
    expect(messages({ notes: '   ' })).toEqual([transactionsMessages.notesRequired]);
    expect(rejectTransactionInputSchema.parse({ notes: ' Sai số tài khoản ' })).toEqual({
      notes: 'Sai số tài khoản',
    });
  });

  it('fills the id of a path, encoded', () => {
    expect(transactionPath(transactionsPaths.depositApproval, 'a/b')).toBe(
      '/api/v1.1/admin/balance/a%2Fb/deposit/approval',
    );
  });
});

import { listFeedbackQuerySchema } from './feedback';

describe('feedback contract', () => {
  it('takes a status of 0 or 1 from the query string, an empty one as none, and pages of 50', () => {
    expect(listFeedbackQuerySchema.parse({ status: '0' })).toEqual({
      status: 0,
      page: 1,
      quantity: 50,
    });
    expect(listFeedbackQuerySchema.parse({ status: '' })).toEqual({ page: 1, quantity: 50 });
    for (const status of ['2', '-1', 'x', '0.5']) {
      expect(listFeedbackQuerySchema.safeParse({ status }).error?.issues[0]?.message).toBe(
        'Trạng thái phản hồi không hợp lệ',
      );
    }
  });
});

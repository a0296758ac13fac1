import { FeedbackStatus } from '@app/feedback-contract';
import { menuFilters } from '@app/util-auth';

describe('the shared filter that opens the unprocessed feedback', () => {
  it('is written with this contract’s status', () => {
    expect(menuFilters.unprocessedFeedback).toBe(`status=${FeedbackStatus.UNPROCESSED}`);
  });
});

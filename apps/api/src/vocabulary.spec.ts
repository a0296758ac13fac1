import { FeedbackStatus } from '@app/feedback-contract';
import { OrderStatus } from '@app/orders-contract';
import { overviewVocabulary } from '@app/overview-server';

/**
 * A domain may not import another, so the overview writes the few order and feedback states its figures
 * count by (libs/overview/server/src/lib/vocabulary.ts). Here, where every domain may be read, they are
 * checked against the domains that own them.
 */
describe('the states the overview counts by', () => {
  it('are the orders contract’s', () => {
    for (const [name, value] of Object.entries(overviewVocabulary.OrderStatus)) {
      expect([name, value]).toEqual([name, OrderStatus[name as keyof typeof OrderStatus]]);
    }
  });

  it('are the feedback contract’s', () => {
    for (const [name, value] of Object.entries(overviewVocabulary.FeedbackStatus)) {
      expect([name, value]).toEqual([name, FeedbackStatus[name as keyof typeof FeedbackStatus]]);
    }
  });
});

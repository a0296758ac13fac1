import { z } from 'zod';
import { listFeedbackQuerySchema, type ListFeedbackQuery } from '@app/feedback-contract';
import type { UrlFilterValues } from '@app/ui';

/** Rows a page of the feedback list. */
export const FEEDBACK_PAGE_SIZE = 50;

/** The feedback list's filters in the URL: the contract's list query less the paging (`?status=0`). */
export const feedbackFiltersSchema = z
  .object(listFeedbackQuerySchema.shape)
  .omit({ page: true, quantity: true });
export type FeedbackFilters = UrlFilterValues<typeof feedbackFiltersSchema>;

/** The list call of a filter set and page (the route's prefetch asks for the same). */
export const toFeedbackListQuery = (filters: FeedbackFilters, page: number): ListFeedbackQuery => ({
  ...filters,
  page,
  quantity: FEEDBACK_PAGE_SIZE,
});

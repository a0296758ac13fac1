import { z } from 'zod';
import {
  listAnswer,
  type ListAnswer,
  numericEnumSchema,
  optionalFilter,
  listQuerySchema,
  twinPath,
  namedRefSchema,
  createdAtSortSchema,
} from '@app/contract';
import { FeedbackStatus } from './enums';

/** Paths of the feedback domain (spec 001 section 7). The operator twin answers the same shape. */
export const feedbackPaths = {
  list: twinPath('/feedback'),
} as const;

export const feedbackMessages = {
  invalidStatus: 'Trạng thái phản hồi không hợp lệ',
} as const;

/** At most this many images are shown per feedback (spec 001 section 9). */
export const FEEDBACK_IMAGES_SHOWN = 4;

export const feedbackStatusSchema = numericEnumSchema(
  FeedbackStatus,
  feedbackMessages.invalidStatus,
);

/**
 * Query of `GET /api/v1.1/{admin|operator}/feedback`. The spec's console sends none of these; the
 * status filter of our list screen adds `status` (0 unprocessed, 1 resolved), and paging follows the
 * other lists (page from 1, quantity 50 by default).
 */
export const listFeedbackQuerySchema = listQuerySchema({
  status: optionalFilter(feedbackStatusSchema),
  /** By date, either way (docs/decisions/lists.md "Sorting"); absent: newest first. */
  sort: createdAtSortSchema,
});
export type ListFeedbackQuery = z.input<typeof listFeedbackQuerySchema>;
export type ListFeedbackFilter = z.output<typeof listFeedbackQuerySchema>;

/** The author of a feedback (spec 001 section 3): name, avatar, phone ('' when missing). */
export const feedbackAuthorSchema = z.object({
  _id: z.string(),
  name: z.string(),
  avatar: z.string(),
  phone: z.string(),
});

/** A feedback as the list shows it (spec 001 section 3). */
export const feedbackItemSchema = z.object({
  _id: z.string(),
  title: z.string(),
  content: z.string(),
  tag: z.string(),
  /** FeedbackStatus: 0 unprocessed, 1 resolved. */
  status: z.number().int(),
  images: z.array(z.string()),
  author: feedbackAuthorSchema,
  apartment: namedRefSchema.nullable(),
  building: namedRefSchema.nullable(),
  createdAt: z.string(),
});
export type FeedbackItem = z.infer<typeof feedbackItemSchema>;

export const feedbackListAnswerSchema = listAnswer(feedbackItemSchema);
export type FeedbackListAnswer = ListAnswer<FeedbackItem>;

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
  changeAnswer,
  historyAnswerSchema,
  objectIdSchema,
  requiredMultilineText,
} from '@app/contract';
import { FeedbackStatus } from './enums';

/** Paths of the feedback domain (spec 001 section 7). The operator twin answers the same shape. */
export const feedbackPaths = {
  list: twinPath('/feedback'),
  /** Sends the author a reply (a notification) and marks the feedback resolved (issue 29). */
  reply: twinPath('/feedback/:id/reply'),
  /** Marks the feedback resolved without a reply (issue 29). */
  resolve: twinPath('/feedback/:id/resolve'),
  /** The feedback's history from the change log, newest first, paged (issue 29). */
  history: twinPath('/feedback/:id/history'),
} as const;

/** The longest reply (a notification's text on a phone). */
export const FEEDBACK_REPLY_MAX = 2000;

export const feedbackMessages = {
  invalidStatus: 'Trạng thái phản hồi không hợp lệ',
  notFound: 'Không tìm thấy phản hồi',
  replyRequired: 'Vui lòng nhập nội dung trả lời',
  replyTooLong: `Nội dung trả lời tối đa ${FEEDBACK_REPLY_MAX} ký tự`,
  alreadyResolved: 'Phản hồi này đã được xử lý. Vui lòng tải lại để xem lịch sử.',
  replied: 'Đã gửi trả lời cho cư dân và đánh dấu phản hồi đã xử lý',
  resolved: 'Đã đánh dấu phản hồi là đã xử lý',
  /** The notification's title the resident reads. */
  replyTitle: (title: string) => `Trả lời phản hồi: ${title}`,
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

// ---- reply, resolve and history (issue 29) ----

/** The change log's kind for feedback (`recordChange`'s `kind`). */
export const FEEDBACK_ENTITY = 'feedback';

/**
 * What a feedback's history entry records: a reply sent (its text in `reason`, the notification in
 * `details.notificationId`, its recipients in `details.recipientCount`), or resolved without one.
 * Both take the feedback from 0 (unprocessed) to 1 (resolved).
 */
export const FeedbackChangeAction = { REPLY: 'reply', RESOLVE: 'resolve' } as const;
export type FeedbackChangeAction = (typeof FeedbackChangeAction)[keyof typeof FeedbackChangeAction];

export const feedbackIdParamsSchema = z.object({ id: objectIdSchema });

/** Body of `POST /api/v1.1/{admin|operator}/feedback/{id}/reply`: the reply's text, plain. */
export const feedbackReplyInputSchema = z.object({
  content: requiredMultilineText(
    feedbackMessages.replyRequired,
    FEEDBACK_REPLY_MAX,
    feedbackMessages.replyTooLong,
  ),
});
export type FeedbackReplyInput = z.input<typeof feedbackReplyInputSchema>;

/** The answer of a reply or a resolve: the message and the feedback as the list shows it now. */
export const feedbackChangeAnswerSchema = changeAnswer(feedbackItemSchema);
export type FeedbackChangeAnswer = z.infer<typeof feedbackChangeAnswerSchema>;

/** `GET …/feedback/{id}/history?page&quantity`: the shared history answer. */
export const feedbackHistoryAnswerSchema = historyAnswerSchema;
export type FeedbackHistoryAnswer = z.infer<typeof feedbackHistoryAnswerSchema>;

import { z } from 'zod';

/**
 * Live operations (issue 28; docs/decisions/live.md): the console's one stream of changes per tab,
 * and the counts of the work queues it refreshes on them.
 */
export const livePaths = {
  /** `text/event-stream` of {@link LiveEvent}s; `Authorization: Bearer`, `Last-Event-ID` to resume. */
  events: '/api/v1.1/events',
  /** The work queues' counts of the caller's menu (pending accounts, transactions, orders, new feedback). */
  counts: '/api/v1.1/events/counts',
} as const;

/** What changed: the kinds of rows the stream announces. */
export const liveKinds = [
  'order',
  'transaction',
  'account',
  'feedback',
  'shop',
  'notification',
  'inbox',
] as const;
export type LiveKind = (typeof liveKinds)[number];

/**
 * One change (SSE `event: change`, its `id:` the event's id): the row's id, kind, operation, buildings
 * and new status; never names, amounts or contact data. `op: 'bulk'` is a statement that changed
 * many rows of the kind at once (no `recordId`): reload what shows the kind.
 */
export const liveEventSchema = z.object({
  id: z.string(),
  kind: z.enum(liveKinds),
  op: z.enum(['insert', 'update', 'delete', 'bulk']),
  recordId: z.string().nullable(),
  buildings: z.array(z.string()),
  status: z.string().nullable(),
});
export type LiveEvent = z.infer<typeof liveEventSchema>;

/**
 * The SSE event names: `change` (a {@link LiveEvent}), `reset` (the stream cannot resume from the
 * given id, or many changes happened at once: reload everything live), `ready` (the stream is open;
 * data: the last event id, to resume from).
 */
export const LIVE_EVENT = { change: 'change', reset: 'reset', ready: 'ready' } as const;

/** Counts of the work queues; null for a queue the caller's role does not read. */
export const liveCountsSchema = z.object({
  pendingAccounts: z.number().int().nullable(),
  pendingTransactions: z.number().int().nullable(),
  pendingOrders: z.number().int().nullable(),
  unprocessedFeedback: z.number().int().nullable(),
});
export type LiveCounts = z.infer<typeof liveCountsSchema>;
export const liveCountsAnswerSchema = z.object({ data: liveCountsSchema });

/** A count at or above this is shown as `999+`. */
export const LIVE_COUNT_CAP = 1000;

export const liveMessages = {
  lastEventIdInvalid: 'Mã sự kiện cuối không hợp lệ',
  tooManyStreams: 'Quá nhiều kết nối trực tiếp, vui lòng đóng bớt thẻ',
} as const;

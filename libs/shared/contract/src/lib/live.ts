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
  'shipper',
] as const;
export type LiveKind = (typeof liveKinds)[number];

/**
 * One change (SSE `event: change`, its `id:` the event's id): the row's id, kind, operation, buildings
 * and new status; never names, amounts or contact data. `op: 'bulk'` is a statement that changed
 * many rows of the kind at once (no `recordId`): reload what shows the kind.
 */
export interface LiveEvent {
  /** The event's id (the SSE `id:`, the `Last-Event-ID` to resume from). */
  id: string;
  kind: LiveKind;
  op: 'insert' | 'update' | 'delete' | 'bulk';
  recordId: string | null;
  buildings: string[];
  status: string | null;
}

/**
 * The SSE event names: `change` (a {@link LiveEvent}), `reset` (the stream cannot resume from the
 * given id, or many changes happened at once: reload everything live), `ready` (the stream is open;
 * data: the last event id, to resume from).
 */
export const LIVE_EVENT = { change: 'change', reset: 'reset', ready: 'ready' } as const;

/**
 * Counts of the work queues; null for a queue the caller's role does not read. Plain types: the
 * console's shell carries this module, so no schema here (the server's answer schema is its own).
 */
export interface LiveCounts {
  pendingAccounts: number | null;
  pendingTransactions: number | null;
  pendingOrders: number | null;
  unprocessedFeedback: number | null;
}

/** A count at or above this is shown as `999+`. */
export const LIVE_COUNT_CAP = 1000;

export const liveMessages = {
  lastEventIdInvalid: 'Mã sự kiện cuối không hợp lệ',
  tooManyStreams: 'Quá nhiều kết nối trực tiếp, vui lòng đóng bớt thẻ',
} as const;

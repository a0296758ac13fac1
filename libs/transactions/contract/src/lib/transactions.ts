import { z } from 'zod';
import {
  apiDateSchema,
  bulkInputSchema,
  bulkPath,
  listAnswer,
  type ListAnswer,
  numericEnumSchema,
  objectIdSchema,
  optionalFilter,
  textFilterSchema,
  pagingShape,
  requiredMultilineText,
  pathWithId,
  sortSchema,
} from '@app/contract';
import {
  RequestStatus,
  requestStatusLabels,
  TransactionType,
  transactionTypeLabels,
  transactionTypeValues,
  requestStatusValues,
} from './enums';

/**
 * Paths of the wallet transactions domain (spec 000 section 7, Balance). `:id` is filled by
 * `transactionPath`. Deposit and withdrawal are approved and rejected on separate endpoints.
 */
export const transactionsPaths = {
  list: '/api/v1.1/admin/balance',
  detail: '/api/v1.1/admin/balance/:id',
  totals: '/api/v1.1/admin/report/balances',
  depositApproval: '/api/v1.1/admin/balance/:id/deposit/approval',
  withdrawApproval: '/api/v1.1/admin/balance/:id/withdraw/approval',
  depositReject: '/api/v1.1/admin/balance/:id/deposit/reject',
  withdrawReject: '/api/v1.1/admin/balance/:id/withdraw/reject',
  /** Bulk approve of pending rows, each by its own type (deposit or withdrawal): `{ ids }`. */
  bulkApprove: bulkPath('/api/v1.1/admin/balance', 'approve'),
  /** Bulk reject of pending rows with one reason for all: `{ ids, notes }`. */
  bulkReject: bulkPath('/api/v1.1/admin/balance', 'reject'),
  /** The transaction's history from the change log (issue 29): who approved or rejected, when, why. */
  history: '/api/v1.1/admin/balance/:id/history',
} as const;

/** The change log's kind for wallet transactions (`recordChange`'s `kind`). */
export const TRANSACTION_ENTITY = 'transaction';
/**
 * What a transaction's history entry records: its decision, pending (`fromStatus`) to approved or
 * rejected (`toStatus`, RequestStatus values), the rejection's reason, `details.bulk` for a bulk one.
 */
export const TransactionChangeAction = { DECISION: 'decision' } as const;

/** Fills the `:id` of a transactions path. */
export const transactionPath = pathWithId;

export const transactionsMessages = {
  invalidType: 'Loại giao dịch không hợp lệ',
  invalidStatus: 'Trạng thái giao dịch không hợp lệ',
  dateOrder: 'Ngày bắt đầu phải trước hoặc bằng ngày kết thúc',
  notFound: 'Không tìm thấy giao dịch',
  notesRequired: 'Vui lòng nhập lý do từ chối!',
  notesTooLong: 'Lý do từ chối tối đa 1000 ký tự',
  notPending: (status: RequestStatus) =>
    `Giao dịch đã được xử lý trước đó (${requestStatusLabels[status]}). Vui lòng tải lại.`,
  wrongKind: (type: TransactionType) =>
    `Đây là giao dịch ${transactionTypeLabels[type].toLowerCase()}, không thể xử lý ở chức năng này`,
  insufficientBalance: (balance: number, amount: number) =>
    `Số dư của người dùng không đủ để rút: số dư ${balance.toLocaleString('vi-VN')} ₫, cần ${amount.toLocaleString('vi-VN')} ₫`,
  approved: 'Duyệt giao dịch thành công!',
  rejected: 'Từ chối giao dịch thành công!',
} as const;
const m = transactionsMessages;

export const transactionTypeSchema = numericEnumSchema(transactionTypeValues, m.invalidType);
export const requestStatusSchema = numericEnumSchema(requestStatusValues, m.invalidStatus);

const optionalDate = optionalFilter(apiDateSchema);

/**
 * The filter of the list and of the totals: `text` searches the transaction code, the content and
 * the user's name (accents and case ignored); `user` is an account id; the dates are whole Vietnam
 * days of the request date (`createdAt`), both included.
 */
const filterShape = {
  text: textFilterSchema,
  user: optionalFilter(objectIdSchema),
  type: optionalFilter(transactionTypeSchema),
  status: optionalFilter(requestStatusSchema),
};

const dateOrder = (q: { startDate?: string; endDate?: string }) =>
  !q.startDate || !q.endDate || q.startDate <= q.endDate;

/**
 * The transaction list's sortable columns, those an index serves (docs/decisions/lists.md
 * "Sorting"): the date and the amount.
 */
export const transactionSortFields = ['createdAt', 'amount'] as const;

/** Query of `GET /api/v1.1/admin/balance`. */
export const listTransactionsQuerySchema = z
  .object({
    ...filterShape,
    startDate: optionalDate,
    endDate: optionalDate,
    /** `createdAt`/`-createdAt`, `amount`/`-amount`; absent: newest first. */
    sort: sortSchema(transactionSortFields),
    ...pagingShape(),
  })
  .refine(dateOrder, { error: m.dateOrder, path: ['endDate'] });
export type ListTransactionsQuery = z.input<typeof listTransactionsQuerySchema>;
export type ListTransactionsFilter = z.output<typeof listTransactionsQuerySchema>;
/** What the list and the totals filter on (the list's query less paging). */
export type TransactionsFilter = Omit<ListTransactionsFilter, 'page' | 'quantity'>;

/**
 * Query of `GET /api/v1.1/admin/report/balances`: `start` and `end` (spec) are the list's
 * `startDate` and `endDate`; the other filters are the list's too, so the totals are those of
 * exactly the listed rows. A plain object schema (no transform), so that every key is visible to
 * the route's validation and to the fuzz pass; `totalsFilter` turns it into the list's filter.
 */
export const transactionTotalsQuerySchema = z
  .object({ ...filterShape, start: optionalDate, end: optionalDate })
  .refine((q) => !q.start || !q.end || q.start <= q.end, { error: m.dateOrder, path: ['end'] });
export type TransactionTotalsFilterQuery = z.output<typeof transactionTotalsQuerySchema>;

/** The totals query as the list's filter: `start` → `startDate`, `end` → `endDate`. */
export const totalsFilter = ({
  start,
  end,
  ...rest
}: TransactionTotalsFilterQuery): TransactionsFilter => ({
  ...rest,
  startDate: start,
  endDate: end,
});
export type TransactionTotalsQuery = z.input<typeof transactionTotalsQuerySchema>;

export const transactionIdParamsSchema = z.object({ id: objectIdSchema });

/** Body of the reject endpoints. */
export const rejectTransactionInputSchema = z.object({
  notes: requiredMultilineText(m.notesRequired, 1000, m.notesTooLong),
});
export type RejectTransactionInput = z.input<typeof rejectTransactionInputSchema>;
/** Body of the bulk approve: the rows, each decided by its own type. */
export const bulkApproveTransactionsInputSchema = bulkInputSchema();
export type BulkApproveTransactionsInput = z.input<typeof bulkApproveTransactionsInputSchema>;
/** Body of the bulk reject: the rows and one reason for all (the single reject's rules). */
export const bulkRejectTransactionsInputSchema = bulkInputSchema(
  rejectTransactionInputSchema.shape,
);
export type BulkRejectTransactionsInput = z.input<typeof bulkRejectTransactionsInputSchema>;
/** The reject form of the console. */
export const rejectFormSchema = rejectTransactionInputSchema;

// ---- answers ----

/** A row of the list, one transaction (spec 000 section 3, Transaction). */
export const transactionSchema = z.object({
  _id: z.string(),
  transactionCode: z.string(),
  amount: z.number(),
  /** The signed change of the balance once approved; null until then. */
  balanceChanged: z.number().nullable(),
  content: z.string(),
  notes: z.string(),
  status: z.number().int(),
  type: z.number().int(),
  createdAt: z.string(),
  transactionDate: z.string().nullable(),
  user: z.object({
    _id: z.string(),
    name: z.string(),
    avatar: z.string(),
    balance: z.number(),
    balancePending: z.number(),
  }),
  transactionBank: z
    .object({ accountNumber: z.string(), accountHolder: z.string(), bankName: z.string() })
    .nullable(),
});
export type Transaction = z.infer<typeof transactionSchema>;

/**
 * Up to this many matches the list's total is counted exactly on every page; past it the total is
 * the planner's estimate and `exact` is false (the totals call's `count` is always exact).
 */
export const TRANSACTIONS_EXACT_COUNT_LIMIT = 10_000;

/** `{data, total, exact}`: the /api/v1.1 list answer, with whether `total` is exact. */
export const transactionListAnswerSchema = listAnswer(transactionSchema).extend({
  exact: z.boolean(),
});
export type TransactionListAnswer = ListAnswer<Transaction> & { exact: boolean };

export const transactionAnswerSchema = z.object({
  data: transactionSchema,
  message: z.string().optional(),
});
export type TransactionAnswer = z.infer<typeof transactionAnswerSchema>;

/** The totals of a filter, in đồng: the amounts of the matching rows, by type. */
export const transactionTotalsSchema = z.object({
  deposit: z.number(),
  withdraw: z.number(),
  /** How many rows matched (the list's total). */
  count: z.number().int(),
});
export type TransactionTotals = z.infer<typeof transactionTotalsSchema>;
export const transactionTotalsAnswerSchema = z.object({ data: transactionTotalsSchema });
export type TransactionTotalsAnswer = z.infer<typeof transactionTotalsAnswerSchema>;

/** deposit − withdraw. */
export const netTotal = (t: Pick<TransactionTotals, 'deposit' | 'withdraw'>): number =>
  t.deposit - t.withdraw;

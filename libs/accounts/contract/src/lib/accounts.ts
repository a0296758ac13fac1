import { z } from 'zod';
import {
  DEFAULT_PAGE_SIZE,
  listAnswer,
  type ListAnswer,
  numericEnumSchema,
  objectIdSchema,
  optionalFilter,
  pageSchema,
  pickerPaths,
  quantitySchema,
  roleValues,
  textFilterSchema,
} from '@app/contract';
import { VerifyState } from './enums';

/** Paths of the accounts domain (spec 001 section 7). The operator twin answers the same shape. */
export const accountsPaths = {
  list: pickerPaths.accounts.admin,
  operatorList: pickerPaths.accounts.operator,
} as const;

export const accountsMessages = {
  invalidVerify: 'Trạng thái xác thực không hợp lệ',
  invalidRole: 'Vai trò không hợp lệ',
} as const;

const verifyStateValues = Object.values(VerifyState) as number[];

/**
 * The verify state of spec 001 section 4, derived from the stored flag and apartment:
 * verified → 2, an apartment chosen but not verified → 1, no apartment → 0.
 */
export const accountVerifyState = (a: {
  verify: boolean;
  apartmentId: string | null;
}): VerifyState =>
  a.verify ? VerifyState.ACTIVE : a.apartmentId ? VerifyState.PENDING : VerifyState.UNKNOWN;

export const verifyStateSchema = numericEnumSchema(
  verifyStateValues as VerifyState[],
  accountsMessages.invalidVerify,
);

export const roleSchema = numericEnumSchema(roleValues, accountsMessages.invalidRole);

/**
 * Query of `GET /api/v1.1/admin/account` and its operator twin. `text` searches name, email and
 * phone; `building`, `floor`, `apartment` are ids (the apartment map's tiles link with them).
 */
export const listAccountsQuerySchema = z.object({
  text: textFilterSchema,
  verify: optionalFilter(verifyStateSchema),
  building: optionalFilter(objectIdSchema),
  floor: optionalFilter(objectIdSchema),
  apartment: optionalFilter(objectIdSchema),
  role: optionalFilter(roleSchema),
  page: pageSchema.default(1),
  quantity: quantitySchema.default(DEFAULT_PAGE_SIZE),
});
export type ListAccountsQuery = z.input<typeof listAccountsQuerySchema>;
export type ListAccountsFilter = z.output<typeof listAccountsQuerySchema>;

const ref = z.object({ _id: z.string(), name: z.string() });

/** A row of the account list and picker; a missing email or phone is ''. Never a password hash. */
export const accountListItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** '', 'male' or 'female'. */
  gender: z.string(),
  avatar: z.string(),
  role: z.number().int(),
  /** VerifyState: 0 unknown, 1 pending, 2 active (derived, see `accountVerifyState`). */
  verify: z.number().int(),
  apartment: ref.nullable(),
  floor: ref.nullable(),
  building: ref.nullable(),
  balance: z.number(),
  balancePending: z.number(),
  createdAt: z.string(),
});
export type AccountListItem = z.infer<typeof accountListItemSchema>;

export const accountListAnswerSchema = listAnswer(accountListItemSchema);
export type AccountListAnswer = ListAnswer<AccountListItem>;

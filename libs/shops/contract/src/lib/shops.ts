import { z } from 'zod';
import {
  DEFAULT_PAGE_SIZE,
  listAnswer,
  type ListAnswer,
  numericEnumSchema,
  optionalFilter,
  pageSchema,
  pickerPaths,
  quantitySchema,
  textFilterSchema,
} from '@app/contract';
import { ShopStatus } from './enums';

/** Paths of the shops domain (spec 000 section 7). The operator twin answers the same shape. */
export const shopsPaths = {
  list: pickerPaths.shops.admin,
  operatorList: pickerPaths.shops.operator,
} as const;

export const shopsMessages = {
  invalidStatus: 'Trạng thái cửa hàng không hợp lệ',
} as const;

/** A ShopStatus from a query string. */
export const shopStatusSchema = numericEnumSchema(
  Object.values(ShopStatus) as ShopStatus[],
  shopsMessages.invalidStatus,
);

/** Query of `GET /api/v1.1/admin/shop` and its operator twin. `text` searches the name and the phone. */
export const listShopsQuerySchema = z.object({
  text: textFilterSchema,
  status: optionalFilter(shopStatusSchema),
  page: pageSchema.default(1),
  quantity: quantitySchema.default(DEFAULT_PAGE_SIZE),
});
export type ListShopsQuery = z.input<typeof listShopsQuerySchema>;
export type ListShopsFilter = z.output<typeof listShopsQuerySchema>;

/** The owner shown with a shop; a missing email or phone is ''. */
export const shopOwnerSchema = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  role: z.number().int(),
  createdAt: z.string(),
});
export type ShopOwner = z.infer<typeof shopOwnerSchema>;

/** A row of the shop list and picker (spec 000 section 3). */
export const shopListItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string(),
  address: z.string(),
  avatar: z.string(),
  /** 0.0 to 5.0. */
  rate: z.number(),
  status: z.number().int(),
  /** A pending link to a building exists (for an operator: to one of their buildings). */
  needApproval: z.boolean(),
  owner: shopOwnerSchema,
  createdAt: z.string(),
});
export type ShopListItem = z.infer<typeof shopListItemSchema>;

export const shopListAnswerSchema = listAnswer(shopListItemSchema);
export type ShopListAnswer = ListAnswer<ShopListItem>;

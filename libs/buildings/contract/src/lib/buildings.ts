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
import { BuildingStatus } from './enums';

/** Paths of the buildings domain (spec 001 section 7). The operator twin answers the same shape. */
export const buildingsPaths = {
  list: pickerPaths.buildings.admin,
  operatorList: pickerPaths.buildings.operator,
} as const;

export const buildingsMessages = {
  invalidStatus: 'Trạng thái tòa nhà không hợp lệ',
} as const;

/** A BuildingStatus from a query string. */
export const buildingStatusSchema = numericEnumSchema(
  Object.values(BuildingStatus) as BuildingStatus[],
  buildingsMessages.invalidStatus,
);

/** Query of `GET /api/v1.1/admin/building` and its operator twin. `text` searches name, address and host. */
export const listBuildingsQuerySchema = z.object({
  text: textFilterSchema,
  status: optionalFilter(buildingStatusSchema),
  page: pageSchema.default(1),
  quantity: quantitySchema.default(DEFAULT_PAGE_SIZE),
});
export type ListBuildingsQuery = z.input<typeof listBuildingsQuerySchema>;
export type ListBuildingsFilter = z.output<typeof listBuildingsQuerySchema>;

/** A row of the building list and picker. */
export const buildingListItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** The investor. */
  host: z.string(),
  floorNumber: z.number().int(),
  address: z.string(),
  description: z.string(),
  status: z.number().int(),
  images: z.array(z.string()),
  createdAt: z.string(),
});
export type BuildingListItem = z.infer<typeof buildingListItemSchema>;

export const buildingListAnswerSchema = listAnswer(buildingListItemSchema);
export type BuildingListAnswer = ListAnswer<BuildingListItem>;

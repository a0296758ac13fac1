import { z } from 'zod';
import { integerSchema, objectIdSchema, textFilterSchema, twinPath } from './common';
import { labelledEnum } from './enums';

/**
 * What the shared picker modals (`@app/ui-pickers`) need from several domains: the list paths they call
 * and the small shapes of the rows they pick. The domains that own these lists (buildings, shops,
 * accounts) answer with these paths and shapes; a picker never imports a domain.
 */
export const pickerPaths = {
  /** The shipper picker's search (accounts domain): the spec does not show the path. */
  shipperSearch: '/admin/shipper/search',
  /** Every shipper for the order list's shipper filter (accounts domain; spec 000 section 7, orders). */
  allShippers: '/admin/package/get/all/shipper',
  buildings: twinPath('/building'),
  shops: twinPath('/shop'),
  accounts: twinPath('/account'),
  /** The account pickers' narrow list (accounts domain): residents and shop residents, id, name, phone, apartment. */
  accountPicker: twinPath('/account/picker'),
  /** The floor and apartment lists (buildings domain; spec 001 section 7). */
  floors: twinPath('/floor'),
  apartments: twinPath('/apartment'),
} as const;

/** Page size of the shipper picker (spec section 9). */
export const SHIPPER_PICKER_PAGE_SIZE = 20;

/** `{_id, name}`: a reference to another record, as the answers nest it. */
export const namedRefSchema = z.object({ _id: z.string(), name: z.string() });
export type NamedRef = z.infer<typeof namedRefSchema>;

export const { byName: ShipperSearchBy, labels: shipperSearchByLabels } = labelledEnum({
  NAME: ['name', 'Tên'],
  EMAIL: ['email', 'Email'],
  PHONE: ['phone', 'Số điện thoại'],
  STAFF_CODE: ['staffCode', 'Mã nhân viên'],
});
export type ShipperSearchBy = (typeof ShipperSearchBy)[keyof typeof ShipperSearchBy];

/** Query of the shipper picker's search. A building id shorter than 10 characters is ignored (spec section 5). */
export const shipperSearchQuerySchema = z.object({
  searchBy: z
    .enum(['name', 'email', 'phone', 'staffCode'], { error: 'Tiêu chí tìm kiếm không hợp lệ' })
    .default('name'),
  searchText: textFilterSchema,
  buildingId: z.preprocess(
    (v) => (typeof v === 'string' && v.trim().length < 10 ? undefined : v),
    objectIdSchema.optional(),
  ),
  offset: integerSchema('Vị trí bắt đầu không hợp lệ')
    .pipe(z.number().min(0, { error: 'Vị trí bắt đầu không hợp lệ' }))
    .default(0),
  limit: integerSchema('Số bản ghi không hợp lệ')
    .pipe(
      z
        .number()
        .min(1, { error: 'Số bản ghi không hợp lệ' })
        .max(100, { error: 'Số bản ghi tối đa là 100' }),
    )
    .default(SHIPPER_PICKER_PAGE_SIZE),
});
export type ShipperSearchQuery = z.input<typeof shipperSearchQuerySchema>;

export const shipperSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  building: namedRefSchema.nullable(),
  staffCode: z.string(),
});
export type Shipper = z.infer<typeof shipperSchema>;

/** `{data: [{data, pageInfo: [{total}]}]}` (spec section 7). */
export const shipperSearchAnswerSchema = z.object({
  data: z.tuple([
    z.object({
      data: z.array(shipperSchema),
      pageInfo: z.tuple([z.object({ total: z.number().int() })]),
    }),
  ]),
});
export type ShipperSearchAnswer = z.infer<typeof shipperSearchAnswerSchema>;

/** `GET /admin/package/get/all/shipper`: `{data}`, every shipper the caller may pick. */
export const allShippersAnswerSchema = z.object({ data: z.array(shipperSchema) });
export type AllShippersAnswer = z.infer<typeof allShippersAnswerSchema>;

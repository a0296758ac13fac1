import { api, searchParamsOf, type ExportRequest } from '@app/data-access-api';
import { exportPath, uploadsPaths, type UploadedImage } from '@app/contract';
import {
  categoryPath,
  productCategoriesPaths as pc,
  specialCategoriesPaths as sc,
  specialPath,
  type ProductCategory,
  type ProductCategoryInput,
  type ProductCategoryListAnswer,
  type ListSpecialCategoriesFilter,
  type ProductSearchAnswer,
  type ProductSearchFilter,
  type CreateSpecialCategoryInput,
  type ScheduleInput,
  type SpecialCategory,
  type SpecialCategoryListAnswer,
  type SpecialProductPage,
  type SpecialProductStatus,
  type UpdateSpecialCategoryInput,
} from '@app/categories-contract';

/**
 * The typed endpoint client of the categories feature: the only file of the feature that knows the
 * paths. Reads report failures through the client's error hook (a toast); changes are called with
 * `notify: false`, because their callers show the outcome.
 */
const quiet = { notify: false } as const;
type Saved<T> = { data: T; message: string };

export const getProductCategories = (_: 'all', signal?: AbortSignal) =>
  api.get(pc.list, { signal }).json<ProductCategoryListAnswer>();
export const createProductCategory = (input: ProductCategoryInput) =>
  api.post(pc.create, { json: input, context: quiet }).json<Saved<ProductCategory>>();
export const updateProductCategory = (id: string, input: ProductCategoryInput) =>
  api
    .put(categoryPath(pc.detail, id), { json: input, context: quiet })
    .json<Saved<ProductCategory>>();
export const deleteProductCategory = (id: string) =>
  api.delete(categoryPath(pc.detail, id), { context: quiet }).json<{ message: string }>();
export const setProductCategoryActive = (id: string, active: boolean) =>
  api
    .put(categoryPath(active ? pc.activate : pc.deactivate, id), { context: quiet })
    .json<Saved<ProductCategory>>();
export const rearrangeProductCategories = (listIds: string[]) =>
  api
    .post(pc.rearrange, { json: { listIds }, context: quiet })
    .json<ProductCategoryListAnswer & { message: string }>();

/** Uploads one image; answers its stored path. */
export const uploadImage = (file: File) => {
  const body = new FormData();
  body.append('file', file);
  return api.post(uploadsPaths.single, { body, context: quiet }).json<UploadedImage>();
};

export const getSpecialCategories = (
  { text, active, page, quantity }: ListSpecialCategoriesFilter,
  signal?: AbortSignal,
) =>
  api
    .get(sc.list.admin, {
      searchParams: searchParamsOf({ text, active, page, quantity }),
      signal,
    })
    .json<SpecialCategoryListAnswer>();
/** The list's 'Xuất': its export path and the list call's query (the server ignores the page). */
export const specialCategoriesExport = ({
  text,
  active,
}: ListSpecialCategoriesFilter): ExportRequest => ({
  path: exportPath(sc.list.admin),
  query: { text, active },
});

export const getSpecialCategory = (id: string, signal?: AbortSignal) =>
  api.get(specialPath(sc.detail, id), { signal }).json<{ data: SpecialCategory }>();
export const createSpecialCategory = (input: CreateSpecialCategoryInput) =>
  api.post(sc.create, { json: input, context: quiet }).json<Saved<SpecialCategory>>();
export const updateSpecialCategory = (id: string, input: UpdateSpecialCategoryInput) =>
  api
    .put(specialPath(sc.detail, id), { json: input, context: quiet })
    .json<Saved<SpecialCategory>>();
export const deleteSpecialCategory = (id: string) =>
  api.delete(specialPath(sc.detail, id), { context: quiet }).json<{ message: string }>();
export const setSpecialCategoryStatus = (id: string, active: boolean) =>
  api
    .patch(specialPath(sc.status, id), { json: { active }, context: quiet })
    .json<Saved<SpecialCategory>>();
export const setSpecialCategorySchedule = (id: string, input: ScheduleInput) =>
  api
    .patch(specialPath(sc.schedule, id), { json: input, context: quiet })
    .json<Saved<SpecialCategory>>();
/** One page of a special category's pending or approved products, with that list's total. */
export const getSpecialProductPage = (
  { id, status, page, quantity }: SpecialProductPageQuery,
  signal?: AbortSignal,
) =>
  api
    .get(specialPath(sc.products, id), { searchParams: { status, page, quantity }, signal })
    .json<SpecialProductPage>();
export interface SpecialProductPageQuery {
  id: string;
  status: SpecialProductStatus;
  page: number;
  quantity: number;
}
export const addSpecialProducts = (id: string, productIds: string[]) =>
  api
    .patch(specialPath(sc.addProduct, id), { json: { productId: productIds }, context: quiet })
    .json<{ data: { added: number }; message: string }>();
export const approveSpecialProduct = (id: string, productId: string) =>
  api
    .patch(specialPath(sc.approvePending, id, productId), { context: quiet })
    .json<{ message: string }>();
export const rejectSpecialProduct = (id: string, productId: string) =>
  api
    .delete(specialPath(sc.rejectPending, id, productId), { context: quiet })
    .json<{ message: string }>();
export const removeSpecialProduct = (id: string, productId: string) =>
  api
    .delete(specialPath(sc.removeProduct, id, productId), { context: quiet })
    .json<{ message: string }>();
export const searchProducts = (
  { id, text, page, quantity }: ProductSearchFilter & { id: string },
  signal?: AbortSignal,
) =>
  api
    .get(specialPath(sc.productSearch, id), {
      searchParams: searchParamsOf({ text, page, quantity }),
      signal,
    })
    .json<ProductSearchAnswer>();

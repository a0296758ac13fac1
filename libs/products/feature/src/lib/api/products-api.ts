import { api, searchParamsOf, type ExportRequest } from '@app/data-access-api';
import { exportPath, uploadsPaths, type BulkAnswer, type UploadedImage } from '@app/contract';
import {
  productPath,
  productsPaths,
  type AssignShopsAnswer,
  type BanAnswer,
  type BulkBanProductsInput,
  type CategoryOption,
  type ProductFilterAnswer,
  type ProductFilterQuery,
  type SampleAnswer,
  type SampleListAnswer,
  type SampleListQuery,
  type SampleProductInput,
} from '@app/products-contract';

/**
 * The typed endpoint client of the products feature: the only file of the feature that knows the
 * paths. List loads report failures through the client's error hook (an error toast); changes are
 * called with `notify: false`, because the caller shows their outcome itself.
 */

const quiet = { context: { notify: false } } as const;

export const getShopProducts = (query: ProductFilterQuery, signal?: AbortSignal) =>
  api
    .get(productsPaths.filter, { searchParams: searchParamsOf(query), signal })
    .json<ProductFilterAnswer>();

/** The list's 'Xuất': its export path and the list call's query (the server ignores the page). */
export const productsExport = (query: ProductFilterQuery): ExportRequest => ({
  path: exportPath(productsPaths.filter),
  query,
});

/** Ban (`banned`) or unban a product of its shop; the note is the reason or the message. */
export const setProductBanned = (
  input: { prodId: string; shopId: string; note: string },
  banned: boolean,
) =>
  api
    .put(banned ? productsPaths.ban : productsPaths.unban, {
      searchParams: searchParamsOf(input),
      ...quiet,
    })
    .json<BanAnswer>();

/** Ban (`banned`) or unban many products with one reason; the answer reports each product. */
export const setProductsBanned = (json: BulkBanProductsInput, banned: boolean) =>
  api
    .post(banned ? productsPaths.bulkBan : productsPaths.bulkUnban, { json, ...quiet })
    .json<BulkAnswer>();

export const getSampleProducts = (query: SampleListQuery, signal?: AbortSignal) =>
  api
    .get(productsPaths.sampleList, { searchParams: searchParamsOf(query), signal })
    .json<SampleListAnswer>();

/** The list's 'Xuất': its export path and the list call's query (the server ignores the page). */
export const samplesExport = (query: SampleListQuery): ExportRequest => ({
  path: exportPath(productsPaths.sampleList),
  query,
});

export const getSampleProduct = (id: string, signal?: AbortSignal) =>
  api.get(productPath(productsPaths.sampleDetail, id), { signal }).json<SampleAnswer>();

export const createSampleProduct = (input: SampleProductInput) =>
  api.post(productsPaths.sampleList, { json: input, ...quiet }).json<SampleAnswer>();

export const updateSampleProduct = (id: string, input: SampleProductInput) =>
  api
    .put(productPath(productsPaths.sampleDetail, id), { json: input, ...quiet })
    .json<SampleAnswer>();

export const assignSampleToShops = (id: string, shops: string[]) =>
  api
    .put(productPath(productsPaths.sampleShops, id), { json: { shops }, ...quiet })
    .json<AssignShopsAnswer>();

/** The active product categories (the categories domain's call, spec 001 section 7). */
export const getActiveCategories = (signal?: AbortSignal) =>
  api
    .get(productsPaths.activeCategories, { searchParams: { active: 1 }, signal })
    .json<{ data: CategoryOption[] }>();

/** Uploads one image for a product; answers where it is served. */
export const uploadProductImage = (file: File) => {
  const body = new FormData();
  body.append('image', file);
  return api.post(uploadsPaths.ecommerce, { body, ...quiet }).json<UploadedImage>();
};

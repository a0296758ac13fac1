import {
  specialCategoriesPaths,
  SpecialProductStatus,
  type ListSpecialCategoriesFilter,
  type ProductCategoryInput,
  type ProductCategoryListAnswer,
  type ProductSearchFilter,
  type ScheduleInput,
  type CreateSpecialCategoryInput,
  type UpdateSpecialCategoryInput,
} from '@app/categories-contract';
import {
  createHistoryStore,
  createMutationStore,
  createQueryStore,
  outcomeOf,
  useQuery,
  type ChangeOutcome,
  type MutationOptions,
} from '@app/data-access-api';
import * as calls from '../api/categories-api';

/**
 * The categories feature's data, built from data-access-api's factory: the product category tree,
 * the special category list, one special category and its products, the product picker; and the
 * changes in flight. A change invalidates what it makes stale.
 */
export const categoriesStore = {
  tree: createQueryStore({ fetch: calls.getProductCategories }),
  specialList: createQueryStore({ fetch: calls.getSpecialCategories, keepPrevious: true }),
  special: createQueryStore({ fetch: calls.getSpecialCategory }),
  pendingProducts: createQueryStore({ fetch: calls.getSpecialProductPage, keepPrevious: true }),
  approvedProducts: createQueryStore({ fetch: calls.getSpecialProductPage, keepPrevious: true }),
  productSearch: createQueryStore({ fetch: calls.searchProducts, keepPrevious: true }),
  /** A special category's history (issue 29): its products' decisions. */
  history: createHistoryStore(specialCategoriesPaths.history),
  changes: createMutationStore(),
};
const s = categoriesStore;

/** The query of the product category tree (every category; the route's prefetch asks the same). */
export const PRODUCT_CATEGORIES_QUERY = 'all';
export const useProductCategories = () => useQuery(s.tree, PRODUCT_CATEGORIES_QUERY);
export const useSpecialCategories = (query: ListSpecialCategoriesFilter) =>
  useQuery(s.specialList, query);
export const useSpecialCategory = (id: string) => useQuery(s.special, id);
/** A page of the category's pending or approved products (each list has its own store and page). */
export const useSpecialProducts = (query: calls.SpecialProductPageQuery) =>
  useQuery(
    query.status === SpecialProductStatus.PENDING ? s.pendingProducts : s.approvedProducts,
    query,
  );
export const useProductSearch = (query: (ProductSearchFilter & { id: string }) | null) =>
  useQuery(s.productSearch, query);

export type Outcome = ChangeOutcome;

const run = async <T extends { message: string }>(
  id: string,
  call: () => Promise<T>,
  invalidates: MutationOptions<T>['invalidates'],
) => outcomeOf(await s.changes.getState().run(id, call, { invalidates }));

// ---- product categories ----

export const saveProductCategory = (id: string | null, input: ProductCategoryInput) =>
  run(
    id ?? 'new-category',
    () => (id ? calls.updateProductCategory(id, input) : calls.createProductCategory(input)),
    [s.tree],
  );
export const removeProductCategory = (id: string) =>
  run(id, () => calls.deleteProductCategory(id), [s.tree]);
export const toggleProductCategory = (id: string, active: boolean) =>
  run(id, () => calls.setProductCategoryActive(id, active), [s.tree]);

/**
 * Saves a level's new order. The tree shows the order at once; the server's answer (the whole tree)
 * replaces it, and a refusal reloads the tree as the server has it.
 */
export async function reorderLevel(listIds: string[]): Promise<Outcome> {
  const position = new Map(listIds.map((id, i) => [id, i]));
  s.tree.getState().update((tree: ProductCategoryListAnswer) => ({
    ...tree,
    data: tree.data.map((c) =>
      position.has(c._id) ? { ...c, position: position.get(c._id)! } : c,
    ),
  }));
  const result = await s.changes
    .getState()
    .run('rearrange', () => calls.rearrangeProductCategories(listIds), {
      onSuccess: (answer) =>
        s.tree.getState().update(() => ({ data: answer.data, total: answer.total })),
    });
  if (!result.ok) void s.tree.getState().invalidate();
  return outcomeOf(result);
}

// ---- special categories ----

export const addSpecialCategory = async (input: CreateSpecialCategoryInput) => {
  const result = await s.changes
    .getState()
    .run('new-special', () => calls.createSpecialCategory(input), { invalidates: [s.specialList] });
  return result.ok
    ? ({ ok: true, message: result.data.message, id: result.data.data._id } as const)
    : ({ ok: false, message: result.error.message } as const);
};
export const editSpecialCategory = (id: string, input: UpdateSpecialCategoryInput) =>
  run(id, () => calls.updateSpecialCategory(id, input), [s.special, s.specialList]);
export const removeSpecialCategory = (id: string) =>
  run(id, () => calls.deleteSpecialCategory(id), [s.specialList]);
export const setSpecialStatus = (id: string, active: boolean) =>
  run(id, () => calls.setSpecialCategoryStatus(id, active), [s.special, s.specialList]);
export const saveSchedule = (id: string, input: ScheduleInput) =>
  run(`${id}:schedule`, () => calls.setSpecialCategorySchedule(id, input), [
    s.special,
    s.specialList,
  ]);
/** What a change of a category's products makes stale: both lists, the search, the category. */
const productLists = [s.pendingProducts, s.approvedProducts, s.productSearch, s.special, s.history];
export const addProducts = (id: string, productIds: string[]) =>
  run(`${id}:add`, () => calls.addSpecialProducts(id, productIds), productLists);
export const approveProduct = (id: string, productId: string) =>
  run(productId, () => calls.approveSpecialProduct(id, productId), [
    s.pendingProducts,
    s.approvedProducts,
    s.special,
    s.history,
  ]);
export const rejectProduct = (id: string, productId: string) =>
  run(productId, () => calls.rejectSpecialProduct(id, productId), productLists);
export const removeProduct = (id: string, productId: string) =>
  run(productId, () => calls.removeSpecialProduct(id, productId), productLists);

export const uploadImage = calls.uploadImage;

/** Forgets everything (tests; a new session). */
export function resetCategoriesStore(): void {
  for (const store of [
    s.tree,
    s.specialList,
    s.special,
    s.pendingProducts,
    s.approvedProducts,
    s.productSearch,
    s.history,
  ])
    store.getState().reset();
}

import type {
  ProductFilterQuery,
  SampleListQuery,
  SampleProductInput,
  ShopProduct,
} from '@app/products-contract';
import {
  createMutationStore,
  createQueryStore,
  outcomeOf,
  replaceRow,
  useQuery,
  type ChangeOutcome,
} from '@app/data-access-api';
import {
  assignSampleToShops,
  createSampleProduct,
  getActiveCategories,
  getSampleProducts,
  getShopProducts,
  setProductBanned,
  updateSampleProduct,
} from '../api/products-api';

/** The outcome of a change, with the server's message. */
export type ChangeResult = ChangeOutcome;

/**
 * The products feature's data, built from data-access-api's factory. Lists stay on the server.
 * - `shopProducts`: the page of the product list; the previous rows stay while the next loads.
 * - `samples`: the page of the sample product list.
 * - `categories`: the active product categories of the sample product form.
 * - `changes`: ban, unban and the sample product changes in flight.
 */
export const productsStore = {
  shopProducts: createQueryStore({ fetch: getShopProducts, keepPrevious: true }),
  samples: createQueryStore({ fetch: getSampleProducts, keepPrevious: true }),
  categories: createQueryStore({
    fetch: (_: 'active', signal: AbortSignal) => getActiveCategories(signal),
  }),
  changes: createMutationStore(),
};

export const useShopProducts = (query: ProductFilterQuery) =>
  useQuery(productsStore.shopProducts, query);
export const useSampleProducts = (query: SampleListQuery) => useQuery(productsStore.samples, query);
export const useActiveCategories = () => useQuery(productsStore.categories, 'active');
export const useSavingProducts = () => productsStore.changes((s) => s.pending);

/** Bans or unbans `product` with `note`; the answer replaces its row. */
export async function changeBan(product: ShopProduct, note: string): Promise<ChangeResult> {
  const banned = !product.banned;
  const result = await productsStore.changes
    .getState()
    .run(
      product._id,
      () => setProductBanned({ prodId: product._id, shopId: product.shop._id, note }, banned),
      {
        onSuccess: ({ data }) =>
          productsStore.shopProducts.getState().update(replaceRow(data, 'prods')),
      },
    );
  return outcomeOf(result);
}

/** After a bulk ban or unban: the product list loads again. */
export function reloadShopProducts(): void {
  void productsStore.shopProducts.getState().invalidate();
}

/** Creates (no `id`) or updates a sample product. */
export async function saveSample(
  id: string | null,
  input: SampleProductInput,
): Promise<ChangeResult> {
  const result = await productsStore.changes
    .getState()
    .run(
      id ?? 'new',
      () => (id ? updateSampleProduct(id, input) : createSampleProduct(input)),
      id
        ? { onSuccess: ({ data }) => productsStore.samples.getState().update(replaceRow(data)) }
        : { invalidates: [productsStore.samples] },
    );
  return outcomeOf(result);
}

/** Copies a sample product into shops; its row then lists them. Shop products are reloaded. */
export async function assignToShops(id: string, shops: string[]): Promise<ChangeResult> {
  const result = await productsStore.changes
    .getState()
    .run(id, () => assignSampleToShops(id, shops), {
      onSuccess: ({ data }) => productsStore.samples.getState().update(replaceRow(data)),
      invalidates: [productsStore.shopProducts],
    });
  return outcomeOf(result);
}

/** Forgets everything (tests; a new session). */
export function resetProductsStore(): void {
  for (const store of [productsStore.shopProducts, productsStore.samples, productsStore.categories])
    store.getState().reset();
  productsStore.changes.setState({ pending: {} });
}

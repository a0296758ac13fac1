import {
  buildingSpecialCategories,
  productAdmins as productAdminsTable,
  productAdminShops,
  productCategories,
  products as productsTable,
  specialCategories as specialCategoriesTable,
  specialCategoryProducts,
} from '@app/server-db';
import type { SeededBuildings } from './buildings';
import type { Row, SeedContext } from './context';
import * as data from './data';
import { DAY_MS, roundTo } from './random';
import type { SeededShops } from './shops';
import { ScheduleDateFormat } from '@app/categories-contract';

export interface SeededProducts {
  /** Every shop has products (they are dealt round the shops). */
  productsByShop: Map<string, Row<'products'>[]>;
}

/**
 * The category tree, the shops' products (every 25th banned), the sample products of the admins
 * and the special categories with their products and buildings.
 */
export async function seedProducts(
  ctx: SeedContext,
  { buildings, shops }: Pick<SeededBuildings, 'buildings'> & Pick<SeededShops, 'shops'>,
): Promise<SeededProducts> {
  const { rng, at, nowMs } = ctx;
  const categoryIds = new Map<string, string>();
  const categories: Row<'productCategories'>[] = data.categoryTree.map(([key, name, parent], i) => {
    const createdAt = at((950 - i) * DAY_MS);
    const id = rng.id(createdAt);
    categoryIds.set(key, id);
    return {
      id,
      name,
      description: `Danh mục ${name.toLowerCase()}`,
      image: ctx.image('category', key.length),
      parentId: parent ? categoryIds.get(parent)! : null,
      active: i !== 7,
      position: i,
      createdAt,
    };
  });
  await ctx.insert(productCategories, categories);
  const categoryOf = (cat: string) => categoryIds.get(data.categoryAlias[cat] ?? cat);

  const products: Row<'products'>[] = [];
  const productsByShop = new Map<string, Row<'products'>[]>();
  for (let i = 0; i < ctx.size.products; i++) {
    const shop = shops[i % shops.length]!;
    const [name, cat, type, price] = rng.pick(data.catalogue);
    const createdAt = new Date(
      Math.max(shop.createdAt!.getTime(), nowMs - Math.floor(rng.next() * 500 * DAY_MS)),
    );
    const banned = i % 25 === 7;
    const p: Row<'products'> = {
      id: rng.id(createdAt),
      shopId: shop.id!,
      categoryId: categoryOf(cat) ?? null,
      name,
      code: `SP${String(i + 1).padStart(6, '0')}`,
      productType: type,
      images: [ctx.image('product', i)].filter(Boolean),
      price: roundTo(price * (0.85 + rng.next() * 0.3), 1000),
      stockQuantity: rng.int(0, 200),
      banned,
      banReason: banned ? rng.pick(data.banReasons) : '',
      createdAt,
    };
    products.push(p);
    const list = productsByShop.get(shop.id!) ?? [];
    list.push(p);
    productsByShop.set(shop.id!, list);
  }
  await ctx.insert(productsTable, products);

  const productAdmins: Row<'productAdmins'>[] = [];
  const productAdminShopRows: Row<'productAdminShops'>[] = [];
  for (let i = 0; i < 10; i++) {
    const [name, cat, , price] = data.catalogue[(i * 5) % data.catalogue.length]!;
    const createdAt = at((300 - i) * DAY_MS);
    const id = rng.id(createdAt);
    const catId = categoryOf(cat);
    productAdmins.push({
      id,
      code: `MAU${String(i + 1).padStart(4, '0')}`,
      barcode: `893${String(rng.int(0, 9_999_999_999)).padStart(10, '0')}`,
      name,
      categories: catId ? [catId] : [],
      stockPrice: roundTo(price * 0.75, 1000),
      price,
      salePrice: roundTo(price * 0.9, 1000),
      allowCredit: i % 3 === 0,
      images: [ctx.image('product', i + 3)].filter(Boolean),
      options: [{ name: 'Mặc định', quantity: 0 }],
      description: `<p>${name} chất lượng, nguồn gốc rõ ràng.</p>`,
      createdAt,
    });
    for (const shop of shops.slice(0, 3 + (i % 3)))
      productAdminShopRows.push({ productAdminId: id, shopId: shop.id! });
  }
  await ctx.insert(productAdminsTable, productAdmins);
  await ctx.insert(productAdminShops, productAdminShopRows);

  const specialCategories: Row<'specialCategories'>[] = [];
  const specialProducts: Row<'specialCategoryProducts'>[] = [];
  const specialBuildings: Row<'buildingSpecialCategories'>[] = [];
  data.specialCategoryNames.forEach(([key, name], i) => {
    const createdAt = at((200 - i) * DAY_MS);
    const id = rng.id(createdAt);
    specialCategories.push({
      id,
      name,
      key,
      active: i % 4 !== 3,
      buyNow: key === 'mua-ngay' || i % 5 === 2,
      scheduleDetail: {
        week: i % 2 === 0 ? [0, 1, 2, 3, 4, 5, 6] : [0, 6],
        dateFormat: [ScheduleDateFormat.DATE, ScheduleDateFormat.MONTH, ScheduleDateFormat.YEAR][
          i % 3
        ]!,
        startDate: new Date(nowMs - 30 * DAY_MS).toISOString().slice(0, 10),
        endDate: new Date(nowMs + 60 * DAY_MS).toISOString().slice(0, 10),
        startTime: i % 2 === 0 ? '11:00' : '08:00',
        endTime: i % 2 === 0 ? '13:00' : '22:00',
      },
      schedule: { disableProduct: i % 3 === 0, countDown: key === 'flash-sale' || i % 4 === 1 },
      createdAt,
    });
    const chosen = new Set<number>();
    for (let k = 0; k < 6; k++) chosen.add(rng.int(0, products.length - 1));
    [...chosen].forEach((pi, k) =>
      specialProducts.push({
        categoryId: id,
        productId: products[pi]!.id!,
        status: k % 3 === 2 ? 'pending' : 'approved',
        createdAt,
      }),
    );
    for (const b of buildings)
      if (rng.bool(0.6) || i === 0) specialBuildings.push({ buildingId: b.id!, categoryId: id });
  });
  await ctx.insert(specialCategoriesTable, specialCategories);
  await ctx.insert(specialCategoryProducts, specialProducts);
  await ctx.insert(buildingSpecialCategories, specialBuildings);
  return { productsByShop };
}

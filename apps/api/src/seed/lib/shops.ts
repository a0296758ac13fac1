import { Role } from '@app/contract';
import { accounts, accountShops, shopBuildings, shops as shopsTable } from '@app/server-db';
import type { SeededAccounts } from './accounts';
import type { SeededBuildings } from './buildings';
import type { Row, SeedContext } from './context';
import * as data from './data';
import { accountDefaults } from './people';
import { DAY_MS, shuffle } from './random';
import { BuildingStatus } from '@app/buildings-contract';
import { ShopBuildingStatus, ShopStatus } from '@app/shops-contract';

export interface SeededShops {
  /** Every sixth shop from the fifth on is inactive, from the sixth on awaiting confirmation. */
  shops: Row<'shops'>[];
  /** The shop owners made by this step (the first shop's owner is the demo merchant). */
  owners: Row<'accounts'>[];
  /** The active shops with an active link, per building id. */
  activeShopsByBuilding: Map<string, Row<'shops'>[]>;
}

/** Shops, their owners and their links to buildings (pending or active). */
export async function seedShops(
  ctx: SeedContext,
  {
    buildings,
    demoMerchant,
  }: Pick<SeededBuildings, 'buildings'> & Pick<SeededAccounts, 'demoMerchant'>,
): Promise<SeededShops> {
  const { rng, people, faker } = ctx;
  const activeBuildings = buildings.filter((b) => b.status === BuildingStatus.ACTIVE);
  const shops: Row<'shops'>[] = [];
  const owners: Row<'accounts'>[] = [];
  const links: Row<'shopBuildings'>[] = [];
  const ownerships: Row<'accountShops'>[] = [];
  const activeShopsByBuilding = new Map<string, Row<'shops'>[]>();
  for (let i = 0; i < ctx.size.shops; i++) {
    const createdAt = i === 0 ? ctx.at(590 * DAY_MS) : ctx.randomPast(600);
    let owner = demoMerchant;
    if (i > 0) {
      const gender = rng.bool() ? 'male' : 'female';
      const name = people.personName(gender);
      owner = people.account({
        ...accountDefaults,
        name,
        gender,
        phone: people.newPhone(),
        email: people.emailFor(name),
        role: rng.bool(0.2) ? Role.USER_MERCHANT : Role.MERCHANT,
        createdAt,
      });
      owners.push(owner);
    }
    const status =
      i % 6 === 4
        ? ShopStatus.INACTIVE
        : i % 6 === 5
          ? ShopStatus.AWAITING_CONFIRMATION
          : ShopStatus.ACTIVE;
    const ownerLast = owner.name.split(' ').pop();
    const shop: Row<'shops'> = {
      id: rng.id(createdAt),
      ownerId: owner.id!,
      name: `${rng.pick(data.shopWords)} ${ownerLast} ${i + 1}`,
      phone: owner.phone ?? people.newPhone(),
      address: `${faker.location.streetAddress()}, ${faker.location.city()}`,
      avatar: ctx.image('shop', i),
      rate: Math.round((3 + rng.next() * 2) * 10) / 10,
      status,
      images: Array.from({ length: rng.int(0, 3) }, (_, k) => ctx.image('shop', i + k + 1)).filter(
        Boolean,
      ),
      createdAt,
    };
    shops.push(shop);
    ownerships.push({ accountId: owner.id!, shopId: shop.id! });
    // The first shop is active in the first two buildings (the demo operator's); others in 1-3 buildings.
    const linked =
      i === 0
        ? buildings.slice(0, 2)
        : shuffle(rng, [...activeBuildings]).slice(
            0,
            rng.int(1, Math.min(3, activeBuildings.length)),
          );
    linked.forEach((b, k) => {
      const pending = status === ShopStatus.AWAITING_CONFIRMATION || (k > 0 && i % 4 === 1);
      links.push({
        shopId: shop.id!,
        buildingId: b.id!,
        status: pending ? ShopBuildingStatus.PENDING : ShopBuildingStatus.ACTIVE,
        createdAt,
        approvedAt: pending ? null : new Date(createdAt.getTime() + DAY_MS),
      });
      if (!pending && status === ShopStatus.ACTIVE) {
        const list = activeShopsByBuilding.get(b.id!) ?? [];
        list.push(shop);
        activeShopsByBuilding.set(b.id!, list);
      }
    });
  }
  await ctx.insert(accounts, owners);
  await ctx.insert(shopsTable, shops);
  await ctx.insert(shopBuildings, links);
  await ctx.insert(accountShops, ownerships);
  return { shops, owners, activeShopsByBuilding };
}

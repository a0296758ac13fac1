import { faker as fakerVI } from '@faker-js/faker/locale/vi';
import { hash } from '@node-rs/argon2';
import {
  ActivityLogType,
  DeviceType,
  DisplayOn,
  FeedbackStatus,
  NotificationType,
  RequestStatus,
  Role,
  ScheduleDateFormat,
  SendType,
  TransactionType,
  Gender,
  ShipperStatus,
  BuildingStatus,
  OrderStatus,
  PaymentMethod,
  UnpaidReason,
  ShopBuildingStatus,
  ShopStatus,
} from '@app/contract';
import { sql, type InferInsertModel } from 'drizzle-orm';
import type { Db } from '../client';
import * as s from '../schema';
import { insertRows } from './insert';
import { DAY_MS, Rng, roundTo, stripDiacritics, vnDateCode } from './random';
import * as data from './data';
import { DEMO_PASSWORD, demoAccounts } from './demo-accounts';
import { createSeedImages } from './images';

export type SeedSize = 'test' | 'small' | 'large';

export interface SeedOptions {
  size: SeedSize;
  /** The "current" time the data is relative to (orders over the 90 days before it). Default: now. */
  now?: Date;
  log?: (msg: string) => void;
  /** How many order chunks to insert at once (PostgreSQL pools only; keep 1 on PGlite). */
  parallel?: number;
  /** The server's upload folder: when given, demo images are drawn into it and used; else no images. */
  uploadDir?: string;
}

export interface SeedResult {
  counts: Record<string, number>;
  /** Milliseconds per step. */
  timings: Record<string, number>;
}

interface SizeConfig {
  buildings: number;
  floors: [number, number];
  apartmentsPerFloor: [number, number];
  residents: number;
  shops: number;
  products: number;
  shippers: number;
  orders: number;
  transactions: number;
  feedback: number;
  notifications: number;
}

export const seedSizes: Record<SeedSize, SizeConfig> = {
  test: {
    buildings: 4,
    floors: [5, 5],
    apartmentsPerFloor: [4, 4],
    residents: 200,
    shops: 12,
    products: 100,
    shippers: 10,
    orders: 2000,
    transactions: 200,
    feedback: 50,
    notifications: 20,
  },
  small: {
    buildings: 6,
    floors: [10, 25],
    apartmentsPerFloor: [4, 8],
    residents: 3000,
    shops: 40,
    products: 800,
    shippers: 30,
    orders: 30_000,
    transactions: 2000,
    feedback: 300,
    notifications: 100,
  },
  large: {
    buildings: 6,
    floors: [10, 25],
    apartmentsPerFloor: [4, 8],
    residents: 3000,
    shops: 40,
    products: 800,
    shippers: 30,
    orders: 1_000_000,
    transactions: 2000,
    feedback: 300,
    notifications: 100,
  },
};

const SEED = 20261121;
const ORDER_DAYS = 90;
const ORDER_CHUNK = 5000;

type Row<T extends keyof typeof s> = (typeof s)[T] extends infer U
  ? U extends import('drizzle-orm/pg-core').PgTable
    ? InferInsertModel<U>
    : never
  : never;

const statusesForcedNewest: OrderStatus[] = [
  OrderStatus.PENDING,
  OrderStatus.WAITING_FOR_DELIVERY,
  OrderStatus.DELIVERY,
  OrderStatus.SUCCESS,
  OrderStatus.RECEIVED,
  OrderStatus.FINISHED,
  OrderStatus.CANCELED,
  OrderStatus.DELETED,
];
const withShipper = new Set<number>([
  OrderStatus.WAITING_FOR_DELIVERY,
  OrderStatus.DELIVERY,
  OrderStatus.SUCCESS,
  OrderStatus.RECEIVED,
  OrderStatus.FINISHED,
]);

function orderStatusFor(rng: Rng, ageDays: number): OrderStatus {
  if (ageDays < 0.25)
    return rng.weighted([
      [OrderStatus.PENDING, 35],
      [OrderStatus.WAITING_FOR_DELIVERY, 25],
      [OrderStatus.DELIVERY, 20],
      [OrderStatus.SUCCESS, 10],
      [OrderStatus.CANCELED, 10],
    ]);
  if (ageDays < 2)
    return rng.weighted([
      [OrderStatus.PENDING, 5],
      [OrderStatus.WAITING_FOR_DELIVERY, 10],
      [OrderStatus.DELIVERY, 10],
      [OrderStatus.SUCCESS, 35],
      [OrderStatus.RECEIVED, 20],
      [OrderStatus.FINISHED, 8],
      [OrderStatus.CANCELED, 10],
      [OrderStatus.DELETED, 2],
    ]);
  return rng.weighted([
    [OrderStatus.FINISHED, 55],
    [OrderStatus.SUCCESS, 12],
    [OrderStatus.RECEIVED, 15],
    [OrderStatus.CANCELED, 12],
    [OrderStatus.DELETED, 4],
    [OrderStatus.PENDING, 1],
    [OrderStatus.WAITING_FOR_DELIVERY, 0.5],
    [OrderStatus.DELIVERY, 0.5],
  ]);
}

/**
 * Fills an empty, migrated database with realistic Vietnamese demo data. The output is fully
 * determined by `size` and `now` (fixed random seed), including ids and order codes.
 */
export async function seedDatabase(db: Db, opts: SeedOptions): Promise<SeedResult> {
  const cfg = seedSizes[opts.size];
  const now = opts.now ?? new Date();
  const nowMs = now.getTime();
  const log = opts.log ?? (() => undefined);
  const parallel = Math.max(1, opts.parallel ?? 1);
  const image = await createSeedImages(opts.uploadDir, now);
  const counts: Record<string, number> = {};
  const timings: Record<string, number> = {};
  let stepStart = Date.now();
  const step = (name: string) => {
    const t = Date.now();
    timings[name] = t - stepStart;
    log(`seed: ${name} ${t - stepStart} ms`);
    stepStart = t;
  };

  fakerVI.seed(SEED);
  const rng = new Rng(SEED);
  const at = (msAgo: number) => new Date(nowMs - msAgo);
  const randomPast = (days: number) => at(Math.floor(rng.next() * days * DAY_MS));

  const passwordHash = await hash(DEMO_PASSWORD, {
    memoryCost: 19456,
    timeCost: 2,
    parallelism: 1,
  });
  step('hash');

  // Phones: '0' + 9 digits, unique.
  const phones = new Set<string>(Object.values(demoAccounts).map((a) => a.phone));
  const prefixes = ['03', '05', '07', '08', '09'];
  const newPhone = () => {
    for (;;) {
      const p = rng.pick(prefixes) + String(rng.int(0, 99_999_999)).padStart(8, '0');
      if (!phones.has(p)) {
        phones.add(p);
        return p;
      }
    }
  };
  const emails = new Set<string>();
  const emailFor = (name: string, domain = 'gmail.com') => {
    const base = stripDiacritics(name)
      .toLowerCase()
      .replace(/[^a-z ]/g, '')
      .trim()
      .split(/\s+/)
      .reverse()
      .join('.');
    let e = `${base}@${domain}`;
    for (let n = 2; emails.has(e); n++) e = `${base}${n}@${domain}`;
    emails.add(e);
    return e;
  };
  // fakerVI's first names already carry the middle syllable ("Thanh Ngân"); its middleName() falls
  // back to English names, so it is not used.
  const personName = (gender: 'male' | 'female') =>
    `${fakerVI.person.lastName()} ${fakerVI.person.firstName(gender)}`.replace(/\s+/g, ' ');

  // Buildings, floors, apartments.
  const buildings: Row<'buildings'>[] = [];
  const floors: Row<'floors'>[] = [];
  const apartments: Row<'apartments'>[] = [];
  const apartmentsByBuilding = new Map<string, Row<'apartments'>[]>();
  for (let b = 0; b < cfg.buildings; b++) {
    const createdAt = at((1000 - b * 30) * DAY_MS);
    const [name, host, address] = data.buildingNames[b % data.buildingNames.length]!;
    const floorCount = rng.int(cfg.floors[0], cfg.floors[1]);
    const perFloor = rng.int(cfg.apartmentsPerFloor[0], cfg.apartmentsPerFloor[1]);
    const id = rng.id(createdAt);
    buildings.push({
      id,
      name,
      host,
      address,
      floorNumber: floorCount,
      description: `${name} gồm ${floorCount} tầng, ${floorCount * perFloor} căn hộ, có siêu thị mini và khu vui chơi trẻ em.`,
      status: b === cfg.buildings - 1 ? BuildingStatus.STOPPED : BuildingStatus.ACTIVE,
      images: Array.from({ length: rng.int(1, 4) }, (_, i) => image('building', b + i)).filter(
        Boolean,
      ),
      createdAt,
      updatedAt: createdAt,
    });
    const list: Row<'apartments'>[] = [];
    const letter = String.fromCharCode(65 + b);
    for (let f = 1; f <= floorCount; f++) {
      const floorId = rng.id(createdAt);
      floors.push({ id: floorId, buildingId: id, name: `Tầng ${f}`, position: f });
      for (let a = 1; a <= perFloor; a++) {
        const apt = {
          id: rng.id(createdAt),
          buildingId: id,
          floorId,
          name: `${letter}${f}${String(a).padStart(2, '0')}`,
        };
        apartments.push(apt);
        list.push(apt);
      }
    }
    apartmentsByBuilding.set(id, list);
  }
  await insertRows(db, s.buildings, buildings);
  await insertRows(db, s.floors, floors);
  await insertRows(db, s.apartments, apartments);
  step('buildings');

  // Accounts.
  const accounts: Row<'accounts'>[] = [];
  const account = (
    row: Omit<Row<'accounts'>, 'id' | 'passwordHash' | 'updatedAt'> & { createdAt: Date },
  ) => {
    const full: Row<'accounts'> = {
      id: rng.id(row.createdAt),
      passwordHash,
      updatedAt: row.createdAt,
      ...row,
    };
    accounts.push(full);
    return full;
  };
  const staffCreated = at(900 * DAY_MS);
  const base = {
    gender: Gender.EMPTY,
    avatar: '',
    verify: false,
    apartmentId: null,
    floorId: null,
    buildingId: null,
    balance: 0,
    balancePending: 0,
  };
  const superAdmin = account({
    ...base,
    ...pick(demoAccounts.superAdmin),
    gender: Gender.MALE,
    createdAt: staffCreated,
  });
  const admin = account({
    ...base,
    ...pick(demoAccounts.admin),
    gender: Gender.FEMALE,
    createdAt: at(800 * DAY_MS),
  });
  const operator = account({
    ...base,
    ...pick(demoAccounts.operator),
    gender: Gender.MALE,
    createdAt: at(700 * DAY_MS),
    buildingId: buildings[0]!.id,
  });
  const firstApt = apartments[0]!;
  const demoResident = account({
    ...base,
    ...pick(demoAccounts.resident),
    gender: Gender.FEMALE,
    createdAt: at(400 * DAY_MS),
    verify: true,
    apartmentId: firstApt.id,
    floorId: firstApt.floorId,
    buildingId: firstApt.buildingId,
    balance: 500_000,
  });
  const demoMerchant = account({
    ...base,
    ...pick(demoAccounts.merchant),
    gender: Gender.MALE,
    createdAt: at(600 * DAY_MS),
  });
  const otherOperator = (() => {
    const gender = 'female' as const;
    const name = personName(gender);
    return account({
      ...base,
      name,
      email: emailFor(name, 'bql.vn'),
      phone: newPhone(),
      role: Role.OPERATOR,
      gender,
      createdAt: at(650 * DAY_MS),
    });
  })();
  const accountBuildings: Row<'accountBuildings'>[] = [
    { accountId: operator.id!, buildingId: buildings[0]!.id! },
    { accountId: operator.id!, buildingId: buildings[1]!.id! },
    ...buildings.slice(2).map((b) => ({ accountId: otherOperator.id!, buildingId: b.id! })),
  ];

  const residents: Row<'accounts'>[] = [demoResident];
  for (let i = 0; i < cfg.residents; i++) {
    const gender = rng.bool() ? 'male' : 'female';
    const name = personName(gender);
    const r = rng.next();
    // ~15% without apartment (unknown), ~15% pending, the rest verified.
    const apt = r < 0.15 ? null : rng.pick(apartments);
    residents.push(
      account({
        ...base,
        name,
        gender,
        phone: newPhone(),
        email: rng.bool(0.7) ? emailFor(name) : null,
        role: rng.bool(0.04) ? Role.USER_MERCHANT : Role.USER,
        avatar: rng.bool(0.3) ? image('avatar', i) : '',
        verify: apt !== null && r >= 0.3,
        apartmentId: apt?.id ?? null,
        floorId: apt?.floorId ?? null,
        buildingId: apt?.buildingId ?? null,
        balance: rng.bool(0.4) ? rng.int(1, 200) * 10_000 : 0,
        createdAt: i < 20 ? randomPast(30) : randomPast(730),
      }),
    );
  }

  // Shops and their owners.
  const activeBuildings = buildings.filter((b) => b.status === BuildingStatus.ACTIVE);
  const shops: Row<'shops'>[] = [];
  const shopBuildings: Row<'shopBuildings'>[] = [];
  const accountShops: Row<'accountShops'>[] = [];
  const activeShopsByBuilding = new Map<string, Row<'shops'>[]>();
  for (let i = 0; i < cfg.shops; i++) {
    const createdAt = i === 0 ? at(590 * DAY_MS) : randomPast(600);
    let owner: Row<'accounts'>;
    if (i === 0) owner = demoMerchant;
    else {
      const gender = rng.bool() ? 'male' : 'female';
      const name = personName(gender);
      owner = account({
        ...base,
        name,
        gender,
        phone: newPhone(),
        email: emailFor(name),
        role: rng.bool(0.2) ? Role.USER_MERCHANT : Role.MERCHANT,
        createdAt,
      });
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
      phone: owner.phone ?? newPhone(),
      address: `${fakerVI.location.streetAddress()}, ${fakerVI.location.city()}`,
      avatar: image('shop', i),
      rate: Math.round((3 + rng.next() * 2) * 10) / 10,
      status,
      images: Array.from({ length: rng.int(0, 3) }, (_, k) => image('shop', i + k + 1)).filter(
        Boolean,
      ),
      createdAt,
    };
    shops.push(shop);
    accountShops.push({ accountId: owner.id!, shopId: shop.id! });
    // Links: the first shop is active in the first two buildings; others in 1-3 buildings.
    const linked =
      i === 0
        ? buildings.slice(0, 2)
        : shuffle(rng, [...activeBuildings]).slice(
            0,
            rng.int(1, Math.min(3, activeBuildings.length)),
          );
    linked.forEach((b, k) => {
      const pending = status === ShopStatus.AWAITING_CONFIRMATION || (k > 0 && i % 4 === 1);
      shopBuildings.push({
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
  await insertRows(db, s.accounts, accounts);
  await insertRows(db, s.accountBuildings, accountBuildings);
  await insertRows(db, s.shops, shops);
  await insertRows(db, s.shopBuildings, shopBuildings);
  await insertRows(db, s.accountShops, accountShops);
  step('accounts and shops');

  // Product categories and products.
  const categoryIds = new Map<string, string>();
  const productCategories: Row<'productCategories'>[] = data.categoryTree.map(
    ([key, name, parent], i) => {
      const createdAt = at((950 - i) * DAY_MS);
      const id = rng.id(createdAt);
      categoryIds.set(key, id);
      return {
        id,
        name,
        description: `Danh mục ${name.toLowerCase()}`,
        image: image('category', key.length),
        parentId: parent ? categoryIds.get(parent)! : null,
        active: i !== 7,
        position: i,
        createdAt,
      };
    },
  );
  await insertRows(db, s.productCategories, productCategories);

  const products: Row<'products'>[] = [];
  const productsByShop = new Map<string, Row<'products'>[]>();
  for (let i = 0; i < cfg.products; i++) {
    const shop = shops[i % shops.length]!;
    const [name, cat, type, price] = rng.pick(data.catalogue);
    const createdAt = new Date(
      Math.max(shop.createdAt!.getTime(), nowMs - Math.floor(rng.next() * 500 * DAY_MS)),
    );
    const banned = i % 25 === 7;
    const p: Row<'products'> = {
      id: rng.id(createdAt),
      shopId: shop.id!,
      categoryId: categoryIds.get(data.categoryAlias[cat] ?? cat) ?? null,
      name,
      code: `SP${String(i + 1).padStart(6, '0')}`,
      productType: type,
      images: [image('product', i)].filter(Boolean),
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
  await insertRows(db, s.products, products);

  const productAdmins: Row<'productAdmins'>[] = [];
  const productAdminShops: Row<'productAdminShops'>[] = [];
  for (let i = 0; i < 10; i++) {
    const [name, cat, , price] = data.catalogue[(i * 5) % data.catalogue.length]!;
    const createdAt = at((300 - i) * DAY_MS);
    const id = rng.id(createdAt);
    const catId = categoryIds.get(data.categoryAlias[cat] ?? cat);
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
      images: [image('product', i + 3)].filter(Boolean),
      options: [{ name: 'Mặc định', quantity: 0 }],
      description: `<p>${name} chất lượng, nguồn gốc rõ ràng.</p>`,
      createdAt,
    });
    for (const shop of shops.slice(0, 3 + (i % 3)))
      productAdminShops.push({ productAdminId: id, shopId: shop.id! });
  }
  await insertRows(db, s.productAdmins, productAdmins);
  await insertRows(db, s.productAdminShops, productAdminShops);

  const specialCategories: Row<'specialCategories'>[] = [];
  const specialCategoryProducts: Row<'specialCategoryProducts'>[] = [];
  const buildingSpecialCategories: Row<'buildingSpecialCategories'>[] = [];
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
      specialCategoryProducts.push({
        categoryId: id,
        productId: products[pi]!.id!,
        status: k % 3 === 2 ? 'pending' : 'approved',
        createdAt,
      }),
    );
    for (const b of buildings)
      if (rng.bool(0.6) || i === 0)
        buildingSpecialCategories.push({ buildingId: b.id!, categoryId: id });
  });
  await insertRows(db, s.specialCategories, specialCategories);
  await insertRows(db, s.specialCategoryProducts, specialCategoryProducts);
  await insertRows(db, s.buildingSpecialCategories, buildingSpecialCategories);
  step('products');

  // Shippers.
  const shippers: Row<'shippers'>[] = [];
  const approvedShippersByBuilding = new Map<string, string[]>();
  const approvedShippers: string[] = [];
  for (let i = 0; i < cfg.shippers; i++) {
    const createdAt = randomPast(400);
    const gender = rng.bool(0.8) ? 'male' : 'female';
    const name = personName(gender);
    const status =
      i % 5 === 3
        ? ShipperStatus.PENDING
        : i % 5 === 4
          ? ShipperStatus.REJECTED
          : ShipperStatus.APPROVED;
    const building = activeBuildings[i % activeBuildings.length]!;
    const decided = new Date(createdAt.getTime() + DAY_MS);
    const id = rng.id(createdAt);
    shippers.push({
      id,
      name,
      email: emailFor(name, 'shipper.vn'),
      phone: newPhone(),
      buildingId: building.id!,
      staffCode: `NV${String(i + 1).padStart(4, '0')}`,
      status,
      approvedAt: status === ShipperStatus.APPROVED ? decided : null,
      rejectedAt: status === ShipperStatus.REJECTED ? decided : null,
      rejectedReason: status === ShipperStatus.REJECTED ? 'Hồ sơ chưa đầy đủ' : null,
      createdAt,
    });
    if (status === ShipperStatus.APPROVED) {
      approvedShippers.push(id);
      const list = approvedShippersByBuilding.get(building.id!) ?? [];
      list.push(id);
      approvedShippersByBuilding.set(building.id!, list);
    }
  }
  await insertRows(db, s.shippers, shippers);
  step('shippers');

  // Orders and lines, generated in time order so codes grow with time.
  const customersWithApartment = residents.filter((r) => r.apartmentId);
  const customersWithout = residents.filter((r) => !r.apartmentId);
  const activeShops = shops.filter((sh) => sh.status === ShopStatus.ACTIVE);
  const spanMs = ORDER_DAYS * DAY_MS;
  const startMs = nowMs - spanMs;
  let linesCount = 0;
  let firstOrderCode = '';
  const pending: Promise<void>[] = [];
  for (let c = 0; c < cfg.orders; c += ORDER_CHUNK) {
    const orders: Row<'orders'>[] = [];
    const lines: Row<'orderLines'>[] = [];
    const end = Math.min(cfg.orders, c + ORDER_CHUNK);
    for (let i = c; i < end; i++) {
      const createdMs = Math.floor(startMs + ((i + rng.next()) * spanMs) / cfg.orders);
      const createdAt = new Date(createdMs);
      const fromNewest = cfg.orders - 1 - i;
      const status =
        fromNewest < statusesForcedNewest.length
          ? statusesForcedNewest[fromNewest]!
          : orderStatusFor(rng, (nowMs - createdMs) / DAY_MS);
      const customer =
        customersWithout.length > 0 && rng.bool(0.02)
          ? rng.pick(customersWithout)
          : rng.pick(customersWithApartment);
      const buildingId = customer.buildingId ?? null;
      const shop = rng.pick((buildingId && activeShopsByBuilding.get(buildingId)) || activeShops);
      const shopProducts = productsByShop.get(shop.id!)!;
      const id = rng.id(createdAt);
      const lineCount = rng.weighted([
        [1, 30],
        [2, 30],
        [3, 20],
        [4, 12],
        [5, 8],
      ] as const);
      let sellPrice = 0;
      for (let l = 0; l < lineCount; l++) {
        const p = rng.pick(shopProducts);
        const quantity = rng.weighted([
          [1, 60],
          [2, 25],
          [3, 10],
          [4, 5],
        ] as const);
        const gross = quantity * p.price!;
        const discount = rng.bool(0.1) ? roundTo(gross * 0.1, 1000) : 0;
        const amount = gross - discount;
        sellPrice += amount;
        lines.push({
          id: rng.id(createdAt),
          orderId: id,
          productId: p.id!,
          name: p.name,
          code: p.code!,
          productType: p.productType!,
          quantity,
          unitPrice: p.price!,
          discount,
          amount,
        });
      }
      const paymentMethod =
        fromNewest < 3
          ? paymentMethodsList[fromNewest]!
          : rng.weighted([
              [PaymentMethod.COD, 55],
              [PaymentMethod.WIRE_TRANSFER, 25],
              [PaymentMethod.BEEBOX_PAY, 20],
            ] as const);
      const credit = rng.bool(0.15)
        ? Math.min(sellPrice, roundTo(5000 + rng.next() * 45_000, 1000))
        : 0;
      const done =
        status === OrderStatus.SUCCESS ||
        status === OrderStatus.RECEIVED ||
        status === OrderStatus.FINISHED;
      const unpaidReason =
        status === OrderStatus.SUCCESS && (rng.bool(0.25) || fromNewest === 3)
          ? paymentMethod === PaymentMethod.WIRE_TRANSFER || (fromNewest !== 3 && rng.bool(0.3))
            ? UnpaidReason.WIRE_TRANSFER_PENDING
            : UnpaidReason.DEBIT
          : null;
      const prepaid =
        paymentMethod === PaymentMethod.BEEBOX_PAY ||
        (paymentMethod === PaymentMethod.WIRE_TRANSFER && done && unpaidReason === null)
          ? sellPrice - credit
          : 0;
      const shipperPool =
        (buildingId && approvedShippersByBuilding.get(buildingId)) || approvedShippers;
      const code = `DH${vnDateCode(createdAt)}${String(i + 1).padStart(7, '0')}`;
      if (i === 0) firstOrderCode = code;
      orders.push({
        id,
        orderCode: code,
        shopId: shop.id!,
        customerId: customer.id!,
        buildingId,
        floorId: customer.floorId ?? null,
        apartmentId: customer.apartmentId ?? null,
        shipperId: withShipper.has(status) ? rng.pick(shipperPool) : null,
        status,
        sellPrice,
        credit,
        prepaid,
        paymentMethod,
        unpaidReason,
        note: rng.bool(0.2) ? rng.pick(data.orderNotes) : '',
        shopNote: status === OrderStatus.CANCELED ? rng.pick(data.cancelNotes) : '',
        createdAt,
        updatedAt: new Date(Math.min(nowMs, createdMs + rng.int(5, 600) * 60_000)),
      });
    }
    linesCount += lines.length;
    const task = (async () => {
      await insertRows(db, s.orders, orders, 5000);
      await insertRows(db, s.orderLines, lines, 5000);
    })();
    pending.push(task);
    if (pending.length >= parallel) await pending.shift();
    if (cfg.orders >= 100_000 && (end / ORDER_CHUNK) % 20 === 0)
      log(`seed: orders ${end}/${cfg.orders}`);
  }
  await Promise.all(pending);
  step('orders');

  // Transactions.
  const moneyHolders = [
    ...residents.filter((r) => r.apartmentId),
    ...accounts.filter((a) => a.role === Role.MERCHANT || a.role === Role.USER_MERCHANT),
  ];
  const txRows: Row<'transactions'>[] = [];
  const pendingWithdrawals = new Map<string, number>();
  const txTimes = Array.from({ length: cfg.transactions }, () =>
    Math.floor(rng.next() * 180 * DAY_MS),
  ).sort((a, b) => b - a);
  txTimes.forEach((ago, i) => {
    const createdAt = at(ago);
    const holder = rng.pick(moneyHolders);
    const type = i % 2 === 0 ? TransactionType.DEPOSIT : TransactionType.WITHDRAW;
    const recent = ago < 3 * DAY_MS;
    const status =
      i >= cfg.transactions - 6
        ? ([RequestStatus.PENDING, RequestStatus.APPROVED, RequestStatus.REJECTED] as const)[i % 3]!
        : recent
          ? rng.weighted([
              [RequestStatus.PENDING, 70],
              [RequestStatus.APPROVED, 20],
              [RequestStatus.REJECTED, 10],
            ] as const)
          : rng.weighted([
              [RequestStatus.PENDING, 5],
              [RequestStatus.APPROVED, 80],
              [RequestStatus.REJECTED, 15],
            ] as const);
    const amount = rng.int(5, 500) * 10_000;
    const holderName = stripDiacritics(holder.name).toUpperCase();
    if (type === TransactionType.WITHDRAW && status === RequestStatus.PENDING)
      pendingWithdrawals.set(holder.id!, (pendingWithdrawals.get(holder.id!) ?? 0) + amount);
    txRows.push({
      id: rng.id(createdAt),
      transactionCode: `GD${vnDateCode(createdAt)}${String(i + 1).padStart(6, '0')}`,
      accountId: holder.id!,
      type,
      amount,
      balanceChanged:
        status === RequestStatus.APPROVED
          ? type === TransactionType.DEPOSIT
            ? amount
            : -amount
          : null,
      content:
        type === TransactionType.DEPOSIT
          ? `${holderName} nap tien vi`
          : `${holderName} rut tien ve tai khoan`,
      notes: status === RequestStatus.REJECTED ? 'Thông tin chuyển khoản không khớp' : '',
      status,
      bank: {
        accountNumber: String(rng.int(100_000_000, 999_999_999)) + String(rng.int(100, 999)),
        accountHolder: holderName,
        bankName: rng.pick(data.banks),
      },
      createdAt,
      transactionDate:
        status === RequestStatus.PENDING
          ? null
          : new Date(Math.min(nowMs, createdAt.getTime() + rng.int(10, 1440) * 60_000)),
    });
  });
  await insertRows(db, s.transactions, txRows);
  if (pendingWithdrawals.size > 0) {
    const payload = JSON.stringify([...pendingWithdrawals].map(([id, amount]) => ({ id, amount })));
    await db.execute(
      sql`UPDATE accounts a SET balance_pending = v.amount, balance = GREATEST(a.balance, v.amount)
          FROM json_to_recordset(${payload}::json) AS v(id char(24), amount bigint) WHERE a.id = v.id`,
    );
  }
  step('transactions');

  // Feedback.
  const feedbackRows: Row<'feedback'>[] = [];
  for (let i = 0; i < cfg.feedback; i++) {
    const createdAt = randomPast(120);
    const author = rng.pick(customersWithApartment);
    feedbackRows.push({
      id: rng.id(createdAt),
      title: rng.pick(data.feedbackTitles),
      content: fakerVI.lorem.paragraph(),
      tag: rng.pick(data.feedbackTags),
      status: rng.bool(0.6) ? FeedbackStatus.RESOLVED : FeedbackStatus.UNPROCESSED,
      images: Array.from({ length: rng.int(0, 4) }, (_, k) => image('feedback', i + k)).filter(
        Boolean,
      ),
      authorId: author.id!,
      apartmentId: author.apartmentId ?? null,
      buildingId: author.buildingId ?? null,
      createdAt,
    });
  }
  await insertRows(db, s.feedback, feedbackRows);

  // Notifications.
  const notificationRows: Row<'notifications'>[] = [];
  const targets: Row<'notificationTargets'>[] = [];
  const creators = [superAdmin, admin, operator];
  const sendTypes = [SendType.BUILDING, SendType.FLOOR, SendType.APARTMENT, SendType.SHOP];
  for (let i = 0; i < cfg.notifications; i++) {
    const createdAt = randomPast(90);
    const id = rng.id(createdAt);
    const sendType = sendTypes[i % 4]!;
    const type = (
      [
        NotificationType.SYSTEM,
        NotificationType.ADMIN,
        NotificationType.SHOP,
        NotificationType.FOR_SHOP,
        NotificationType.FIRE_ALARM,
      ] as const
    )[i % 5]!;
    const title = rng.pick(data.notificationTitles);
    notificationRows.push({
      id,
      title,
      content: `<p><strong>${title}</strong></p><p>${fakerVI.lorem.sentences(2)}</p>`,
      type,
      displayOn:
        i % 3 === 0
          ? [DisplayOn.RESIDENT_APP, DisplayOn.SHOP_APP]
          : i % 3 === 1
            ? [DisplayOn.RESIDENT_APP]
            : [DisplayOn.SHOP_APP],
      sendType,
      creatorId: rng.pick(creators).id!,
      createdAt,
    });
    const pool: readonly { id?: string }[] =
      sendType === SendType.BUILDING
        ? buildings
        : sendType === SendType.FLOOR
          ? floors
          : sendType === SendType.APARTMENT
            ? apartments
            : shops;
    const ids = new Set<string>();
    const n = rng.int(1, 3);
    for (let k = 0; k < n; k++) ids.add(rng.pick(pool).id!);
    for (const targetId of ids) targets.push({ notificationId: id, targetId });
  }
  await insertRows(db, s.notifications, notificationRows);
  await insertRows(db, s.notificationTargets, targets);

  // Devices, push tokens, activity logs.
  const devices: Row<'devices'>[] = [];
  const pushTokens: Row<'pushTokens'>[] = [];
  const activity: Row<'activityLogs'>[] = [];
  const deviceOwners = [
    superAdmin,
    admin,
    operator,
    demoResident,
    demoMerchant,
    ...residents.filter(() => rng.bool(0.3)),
  ];
  for (const owner of deviceOwners) {
    const n = rng.int(1, 2);
    for (let k = 0; k < n; k++) {
      const createdAt = new Date(
        Math.max(owner.createdAt!.getTime(), nowMs - Math.floor(rng.next() * 200 * DAY_MS)),
      );
      const type = rng.pick([DeviceType.ANDROID, DeviceType.IOS, DeviceType.WEB, DeviceType.OTHER]);
      const name =
        type === DeviceType.ANDROID
          ? 'Samsung Galaxy A54'
          : type === DeviceType.IOS
            ? 'iPhone 14'
            : type === DeviceType.WEB
              ? 'Chrome trên Windows'
              : 'Máy tính bảng';
      const id = rng.id(createdAt);
      const uid = rng.hex32() + rng.hex32();
      devices.push({ id, accountId: owner.id!, name, uid, type, createdAt });
      if (k === 0 && rng.bool(0.5)) {
        pushTokens.push({
          id: rng.id(createdAt),
          accountId: owner.id!,
          deviceId: uid,
          deviceToken: `tok_${rng.hex32()}${rng.hex32()}${rng.hex32()}`,
          deviceType: type,
          createdAt,
          updatedAt: createdAt,
        });
      }
    }
    const logs = rng.int(2, 6);
    for (let k = 0; k < logs; k++) {
      const createdAt = new Date(
        Math.max(owner.createdAt!.getTime(), nowMs - Math.floor(rng.next() * 60 * DAY_MS)),
      );
      const [title, message, type] = rng.pick(data.activityTitles);
      activity.push({
        id: rng.id(createdAt),
        accountId: owner.id!,
        title,
        message,
        type: type as ActivityLogType,
        createdAt,
      });
    }
  }
  await insertRows(db, s.devices, devices);
  await insertRows(db, s.pushTokens, pushTokens);
  await insertRows(db, s.activityLogs, activity);
  step('feedback, notifications, devices');

  // VACUUM sets the visibility map so paging counts run as index-only scans; ANALYZE feeds the planner.
  await db.execute(sql`VACUUM (ANALYZE)`);
  step('vacuum analyze');

  Object.assign(counts, {
    buildings: buildings.length,
    floors: floors.length,
    apartments: apartments.length,
    accounts: accounts.length,
    shops: shops.length,
    shopBuildings: shopBuildings.length,
    productCategories: productCategories.length,
    products: products.length,
    productAdmins: productAdmins.length,
    specialCategories: specialCategories.length,
    shippers: shippers.length,
    orders: cfg.orders,
    orderLines: linesCount,
    transactions: txRows.length,
    feedback: feedbackRows.length,
    notifications: notificationRows.length,
    devices: devices.length,
    activityLogs: activity.length,
  });
  log(`seed: first order code ${firstOrderCode}`);
  return { counts, timings };
}

const paymentMethodsList = [
  PaymentMethod.COD,
  PaymentMethod.WIRE_TRANSFER,
  PaymentMethod.BEEBOX_PAY,
];

function pick<T extends { email: string; phone: string; role: number; name: string }>(a: T) {
  return { email: a.email, phone: a.phone, role: a.role, name: a.name };
}

function shuffle<T>(rng: Rng, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(rng.next() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

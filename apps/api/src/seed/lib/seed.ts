import { faker } from '@faker-js/faker/locale/vi';
import { hash } from '@node-rs/argon2';
import { DEMO_PASSWORD, type Db } from '@app/server-db';
import { getTableName, sql } from 'drizzle-orm';
import { seedAccounts } from './accounts';
import { seedBuildings } from './buildings';
import type { SeedContext } from './context';
import { seedDevices } from './devices';
import { seedFeedback } from './feedback';
import { createSeedImages } from './images';
import { insertRows } from './insert';
import { seedNotifications, seedStaffNotices, setStaffPushTriggers } from './notifications';
import { seedOrders } from './orders';
import { createPeople } from './people';
import { seedProducts } from './products';
import { DAY_MS, Rng } from './random';
import { seedShippers } from './shippers';
import { seedShops } from './shops';
import { seedSizes, type SeedSize } from './sizes';
import { seedTransactions } from './transactions';

export interface SeedOptions {
  size: SeedSize;
  /** Replaces the size's number of orders (the rest of its world stays): a huge world, quickly. */
  orders?: number;
  /** The "current" time the data is relative to (orders over the 90 days before it). Default: now. */
  now?: Date;
  log?: (msg: string) => void;
  /** How many order chunks to insert at once (PostgreSQL pools only; keep 1 on PGlite). */
  parallel?: number;
  /** The server's upload folder: when given, demo images are drawn into it and used; else no images. */
  uploadDir?: string;
}

export interface SeedResult {
  /** Rows inserted, per table (SQL name). */
  counts: Record<string, number>;
  /** Milliseconds per step. */
  timings: Record<string, number>;
}

const SEED = 20261121;

/**
 * Fills an empty, migrated database with realistic Vietnamese demo data, one step per domain (each in
 * its own file), in the order of their foreign keys. The output is fully determined by `size` and
 * `now` (fixed random seed), including ids and order codes.
 */
export async function seedDatabase(db: Db, opts: SeedOptions): Promise<SeedResult> {
  const log = opts.log ?? (() => undefined);
  const counts: Record<string, number> = {};
  const timings: Record<string, number> = {};
  const timed = async <T>(name: string, step: () => Promise<T>): Promise<T> => {
    const started = Date.now();
    const result = await step();
    timings[name] = Date.now() - started;
    log(`seed: ${name} ${timings[name]} ms`);
    return result;
  };

  const now = opts.now ?? new Date();
  const nowMs = now.getTime();
  faker.seed(SEED);
  const rng = new Rng(SEED);
  const passwordHash = await timed('hash', () =>
    hash(DEMO_PASSWORD, { memoryCost: 19456, timeCost: 2, parallelism: 1 }),
  );
  const ctx: SeedContext = {
    db,
    size:
      opts.orders === undefined
        ? seedSizes[opts.size]
        : { ...seedSizes[opts.size], orders: opts.orders },
    now,
    nowMs,
    rng,
    faker,
    at: (msAgo) => new Date(nowMs - msAgo),
    randomPast: (days) => new Date(nowMs - Math.floor(rng.next() * days * DAY_MS)),
    image: await createSeedImages(opts.uploadDir, now),
    people: createPeople(rng, faker, passwordHash),
    parallel: Math.max(1, opts.parallel ?? 1),
    log,
    async insert(table, rows, chunkSize) {
      await insertRows(db, table, rows, chunkSize);
      const name = getTableName(table);
      counts[name] = (counts[name] ?? 0) + rows.length;
    },
  };

  // The past rows are history: the staff-notice triggers stay off until the demo inbox is written.
  await setStaffPushTriggers(ctx, false);
  try {
    await seedSteps();
  } finally {
    await setStaffPushTriggers(ctx, true);
  }
  // VACUUM sets the visibility map so paging counts run as index-only scans; ANALYZE feeds the planner.
  await timed('vacuum analyze', () => db.execute(sql`VACUUM (ANALYZE)`));
  return { counts, timings };

  async function seedSteps() {
    const buildings = await timed('buildings', () => seedBuildings(ctx));
    const accounts = await timed('accounts', () => seedAccounts(ctx, buildings));
    const shops = await timed('shops', () => seedShops(ctx, { ...buildings, ...accounts }));
    const products = await timed('products', () => seedProducts(ctx, { ...buildings, ...shops }));
    const shippers = await timed('shippers', () => seedShippers(ctx, buildings));
    await timed('orders', () => seedOrders(ctx, { ...accounts, ...shops, ...products, shippers }));
    await timed('transactions', () =>
      seedTransactions(ctx, {
        residents: accounts.residents,
        accounts: [...accounts.all, ...shops.owners],
      }),
    );
    await timed('feedback', () => seedFeedback(ctx, accounts));
    await timed('notifications', () =>
      seedNotifications(ctx, { ...accounts, ...buildings, ...shops }),
    );
    await timed('staff notices', async () =>
      log(`seed: ${await seedStaffNotices(ctx)} staff notices`),
    );
    await timed('devices', () => seedDevices(ctx, accounts));
  }
}

import type { Faker } from '@faker-js/faker';
import type { Db } from '@app/server-db';
import type * as s from '@app/server-db';
import type { InferInsertModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ImagePicker } from './images';
import type { People } from './people';
import type { Rng } from './random';
import type { SizeConfig } from './sizes';

/** The insert row of a table of the schema, by its export name: `Row<'orders'>`. */
export type Row<T extends keyof typeof s> = (typeof s)[T] extends infer U
  ? U extends PgTable
    ? InferInsertModel<U>
    : never
  : never;

/** What every step gets: the database, the size, the clock, the seeded random sources and helpers. */
export interface SeedContext {
  db: Db;
  size: SizeConfig;
  /** The "current" time the data is relative to. */
  now: Date;
  nowMs: number;
  /** The bulk tables' random source (fixed seed). */
  rng: Rng;
  /** Vietnamese names and text (fixed seed). */
  faker: Faker;
  /** `msAgo` milliseconds before `now`. */
  at(msAgo: number): Date;
  /** A random time within the `days` before `now`. */
  randomPast(days: number): Date;
  image: ImagePicker;
  people: People;
  /** How many order chunks to insert at once. */
  parallel: number;
  log(msg: string): void;
  /** Inserts rows in bulk (`insertRows`) and counts them under the table's SQL name. */
  insert<T extends PgTable>(
    table: T,
    rows: readonly InferInsertModel<T>[],
    chunkSize?: number,
  ): Promise<void>;
}

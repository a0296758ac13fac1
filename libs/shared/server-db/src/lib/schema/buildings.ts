import { index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, parentRef, searchIndex, updatedAt } from './columns';

export const buildings = pgTable(
  'buildings',
  {
    id: idColumn(),
    name: text('name').notNull(),
    /** The investor. */
    host: text('host').notNull().default(''),
    floorNumber: integer('floor_number').notNull().default(0),
    address: text('address').notNull().default(''),
    description: text('description').notNull().default(''),
    /** BuildingStatus: 0 stopped, 1 active. */
    status: smallint('status').notNull().default(1),
    /** At most 10, enforced by the API. */
    images: text('images').array().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('buildings_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    index('buildings_name_idx').on(t.name),
    searchIndex('buildings_name_search_idx', t.name),
    searchIndex('buildings_address_search_idx', t.address),
    searchIndex('buildings_host_search_idx', t.host),
  ],
);

export const floors = pgTable(
  'floors',
  {
    id: idColumn(),
    buildingId: parentRef('building_id', () => buildings.id),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('floors_building_id_position_idx').on(t.buildingId, t.position)],
);

export const apartments = pgTable(
  'apartments',
  {
    id: idColumn(),
    buildingId: parentRef('building_id', () => buildings.id),
    floorId: parentRef('floor_id', () => floors.id),
    name: text('name').notNull(),
  },
  (t) => [
    index('apartments_building_id_idx').on(t.buildingId),
    index('apartments_floor_id_idx').on(t.floorId),
  ],
);

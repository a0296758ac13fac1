import {
  apartments as apartmentsTable,
  buildings as buildingsTable,
  floors as floorsTable,
} from '@app/server-db';
import type { Row, SeedContext } from './context';
import * as data from './data';
import { DAY_MS } from './random';
import { BuildingStatus } from '@app/buildings-contract';

export interface SeededBuildings {
  /** The last one is stopped, the others active. */
  buildings: Row<'buildings'>[];
  floors: Row<'floors'>[];
  apartments: Row<'apartments'>[];
}

/** The letters of the `b`th building's apartments: A … Z, then AA, AB … (spreadsheet columns). */
export function buildingLetters(b: number): string {
  return b < 26
    ? String.fromCharCode(65 + b)
    : buildingLetters(Math.floor(b / 26) - 1) + String.fromCharCode(65 + (b % 26));
}

/** Buildings, their floors and apartments (named like `A1204`). */
export async function seedBuildings(ctx: SeedContext): Promise<SeededBuildings> {
  const { rng, size } = ctx;
  const buildings: Row<'buildings'>[] = [];
  const floors: Row<'floors'>[] = [];
  const apartments: Row<'apartments'>[] = [];
  for (let b = 0; b < size.buildings; b++) {
    const createdAt = ctx.at((1000 - b * 30) * DAY_MS);
    const [baseName, host, address] = data.buildingNames[b % data.buildingNames.length]!;
    // Past the named buildings (the 'huge' size has 60), the names come round again as new zones.
    const round = Math.floor(b / data.buildingNames.length);
    const name = round === 0 ? baseName : `${baseName} – Phân khu ${round + 1}`;
    const floorCount = rng.int(size.floors[0], size.floors[1]);
    const perFloor = rng.int(size.apartmentsPerFloor[0], size.apartmentsPerFloor[1]);
    const id = rng.id(createdAt);
    buildings.push({
      id,
      name,
      host,
      address,
      floorNumber: floorCount,
      description: `${name} gồm ${floorCount} tầng, ${floorCount * perFloor} căn hộ, có siêu thị mini và khu vui chơi trẻ em.`,
      status: b === size.buildings - 1 ? BuildingStatus.STOPPED : BuildingStatus.ACTIVE,
      images: Array.from({ length: rng.int(1, 4) }, (_, i) => ctx.image('building', b + i)).filter(
        Boolean,
      ),
      createdAt,
      updatedAt: createdAt,
    });
    const letter = buildingLetters(b);
    for (let f = 1; f <= floorCount; f++) {
      const floorId = rng.id(createdAt);
      floors.push({ id: floorId, buildingId: id, name: `Tầng ${f}`, position: f });
      for (let a = 1; a <= perFloor; a++) {
        apartments.push({
          id: rng.id(createdAt),
          buildingId: id,
          floorId,
          name: `${letter}${f}${String(a).padStart(2, '0')}`,
        });
      }
    }
  }
  await ctx.insert(buildingsTable, buildings);
  await ctx.insert(floorsTable, floors);
  await ctx.insert(apartmentsTable, apartments);
  return { buildings, floors, apartments };
}

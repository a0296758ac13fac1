import { shippers as shippersTable } from '@app/server-db';
import type { SeededBuildings } from './buildings';
import type { Row, SeedContext } from './context';
import { DAY_MS } from './random';
import { BuildingStatus } from '@app/buildings-contract';
import { ShipperStatus } from '@app/accounts-contract';

export interface SeededShippers {
  /** Ids of the approved shippers. */
  approved: string[];
  /** Ids of the approved shippers, per building id. */
  approvedByBuilding: Map<string, string[]>;
}

/** Shippers, one active building each: approved, pending (every fifth from the fourth) or rejected. */
export async function seedShippers(
  ctx: SeedContext,
  { buildings }: Pick<SeededBuildings, 'buildings'>,
): Promise<SeededShippers> {
  const { rng, people } = ctx;
  const activeBuildings = buildings.filter((b) => b.status === BuildingStatus.ACTIVE);
  const shippers: Row<'shippers'>[] = [];
  const approved: string[] = [];
  const approvedByBuilding = new Map<string, string[]>();
  for (let i = 0; i < ctx.size.shippers; i++) {
    const createdAt = ctx.randomPast(400);
    const gender = rng.bool(0.8) ? 'male' : 'female';
    const name = people.personName(gender);
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
      email: people.emailFor(name, 'shipper.vn'),
      phone: people.newPhone(),
      buildingId: building.id!,
      staffCode: `NV${String(i + 1).padStart(4, '0')}`,
      status,
      approvedAt: status === ShipperStatus.APPROVED ? decided : null,
      rejectedAt: status === ShipperStatus.REJECTED ? decided : null,
      rejectedReason: status === ShipperStatus.REJECTED ? 'Hồ sơ chưa đầy đủ' : null,
      createdAt,
    });
    if (status === ShipperStatus.APPROVED) {
      approved.push(id);
      const list = approvedByBuilding.get(building.id!) ?? [];
      list.push(id);
      approvedByBuilding.set(building.id!, list);
    }
  }
  await ctx.insert(shippersTable, shippers);
  return { approved, approvedByBuilding };
}

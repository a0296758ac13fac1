import { Role } from '@app/contract';
import { accountBuildings, accounts as accountsTable, demoAccounts } from '@app/server-db';
import type { Row, SeedContext } from './context';
import { accountDefaults } from './people';
import type { SeededBuildings } from './buildings';
import { DAY_MS } from './random';
import { Gender } from '@app/accounts-contract';

export interface SeededAccounts {
  staff: { superAdmin: Row<'accounts'>; admin: Row<'accounts'>; operator: Row<'accounts'> };
  /** The demo merchant: not a shop owner yet, the shops step gives them the first shop. */
  demoMerchant: Row<'accounts'>;
  /** The demo resident first, then the others: with an apartment (verified or pending) or without. */
  residents: Row<'accounts'>[];
  /** Every account of this step, in creation order. */
  all: Row<'accounts'>[];
}

/**
 * The demo accounts (`demoAccounts` of server-db), a second operator running the buildings the demo
 * operator does not, and the residents (~15% without apartment, ~15% pending, the rest verified).
 */
export async function seedAccounts(
  ctx: SeedContext,
  { buildings, apartments }: Pick<SeededBuildings, 'buildings' | 'apartments'>,
): Promise<SeededAccounts> {
  const { rng, people, at } = ctx;
  const all: Row<'accounts'>[] = [];
  const account = (row: Parameters<typeof people.account>[0]) => {
    const full = people.account(row);
    all.push(full);
    return full;
  };
  const demo = (key: keyof typeof demoAccounts) => {
    const { email, phone, role, name } = demoAccounts[key];
    return { ...accountDefaults, email, phone, role, name };
  };
  const superAdmin = account({
    ...demo('superAdmin'),
    gender: Gender.MALE,
    createdAt: at(900 * DAY_MS),
  });
  const admin = account({ ...demo('admin'), gender: Gender.FEMALE, createdAt: at(800 * DAY_MS) });
  const operator = account({
    ...demo('operator'),
    gender: Gender.MALE,
    createdAt: at(700 * DAY_MS),
    buildingId: buildings[0]!.id,
  });
  const firstApt = apartments[0]!;
  const demoResident = account({
    ...demo('resident'),
    gender: Gender.FEMALE,
    createdAt: at(400 * DAY_MS),
    verify: true,
    apartmentId: firstApt.id,
    floorId: firstApt.floorId,
    buildingId: firstApt.buildingId,
    balance: 500_000,
  });
  const demoMerchant = account({
    ...demo('merchant'),
    gender: Gender.MALE,
    createdAt: at(600 * DAY_MS),
  });
  const otherOperatorName = people.personName('female');
  const otherOperator = account({
    ...accountDefaults,
    name: otherOperatorName,
    email: people.emailFor(otherOperatorName, 'bql.vn'),
    phone: people.newPhone(),
    role: Role.OPERATOR,
    gender: Gender.FEMALE,
    createdAt: at(650 * DAY_MS),
  });

  const residents: Row<'accounts'>[] = [demoResident];
  for (let i = 0; i < ctx.size.residents; i++) {
    const gender = rng.bool() ? 'male' : 'female';
    const name = people.personName(gender);
    const r = rng.next();
    const apt = r < 0.15 ? null : rng.pick(apartments);
    residents.push(
      account({
        ...accountDefaults,
        name,
        gender,
        phone: people.newPhone(),
        email: rng.bool(0.7) ? people.emailFor(name) : null,
        role: rng.bool(0.04) ? Role.USER_MERCHANT : Role.USER,
        avatar: rng.bool(0.3) ? ctx.image('avatar', i) : '',
        verify: apt !== null && r >= 0.3,
        apartmentId: apt?.id ?? null,
        floorId: apt?.floorId ?? null,
        buildingId: apt?.buildingId ?? null,
        balance: rng.bool(0.4) ? rng.int(1, 200) * 10_000 : 0,
        createdAt: i < 20 ? ctx.randomPast(30) : ctx.randomPast(730),
      }),
    );
  }

  await ctx.insert(accountsTable, all);
  // The demo operator runs exactly the first two buildings; the other operator the rest.
  await ctx.insert(accountBuildings, [
    { accountId: operator.id!, buildingId: buildings[0]!.id! },
    { accountId: operator.id!, buildingId: buildings[1]!.id! },
    ...buildings.slice(2).map((b) => ({ accountId: otherOperator.id!, buildingId: b.id! })),
  ]);
  return { staff: { superAdmin, admin, operator }, demoMerchant, residents, all };
}

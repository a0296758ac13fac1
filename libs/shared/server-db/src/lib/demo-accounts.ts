import { Role } from '@app/contract';

/** The password of every seeded account. */
export const DEMO_PASSWORD = 'Demo@12345';

/**
 * The fixed demo accounts the seeder (apps/api/src/seed) always creates (all with {@link DEMO_PASSWORD}).
 * The operator runs exactly the first two buildings (in id order); the resident is verified with an
 * apartment in the first building; the merchant owns the first shop.
 */
export const demoAccounts = {
  superAdmin: {
    email: 'superadmin@example.com',
    phone: '0900000001',
    password: DEMO_PASSWORD,
    role: Role.SUPER_ADMIN,
    name: 'Nguyễn Quản Trị',
  },
  admin: {
    email: 'admin@example.com',
    phone: '0900000002',
    password: DEMO_PASSWORD,
    role: Role.ADMIN,
    name: 'Trần Thị Quản Lý',
  },
  operator: {
    email: 'operator@example.com',
    phone: '0900000003',
    password: DEMO_PASSWORD,
    role: Role.OPERATOR,
    name: 'Lê Văn Vận Hành',
  },
  resident: {
    email: 'resident@example.com',
    phone: '0900000004',
    password: DEMO_PASSWORD,
    role: Role.USER,
    name: 'Phạm Thị Cư Dân',
  },
  merchant: {
    email: 'merchant@example.com',
    phone: '0900000005',
    password: DEMO_PASSWORD,
    role: Role.MERCHANT,
    name: 'Hoàng Văn Chủ Tiệm',
  },
} as const;

export type DemoAccountKey = keyof typeof demoAccounts;

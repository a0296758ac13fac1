export type SeedSize = 'test' | 'small' | 'large' | 'huge';

export interface SizeConfig {
  buildings: number;
  floors: [number, number];
  apartmentsPerFloor: [number, number];
  residents: number;
  shops: number;
  products: number;
  shippers: number;
  orders: number;
  /** The orders are spread over this many days before now (90 unless set). */
  orderDays?: number;
  transactions: number;
  feedback: number;
  notifications: number;
}

const smallWorld = {
  buildings: 6,
  floors: [10, 25],
  apartmentsPerFloor: [4, 8],
  residents: 3000,
  shops: 40,
  products: 800,
  shippers: 30,
  transactions: 2000,
  feedback: 300,
  notifications: 100,
} satisfies Omit<SizeConfig, 'orders'>;

/** The small world with `k` times as many of everything (a building's floors and flats stay). */
function timesTheSmallWorld(k: number): Omit<SizeConfig, 'orders'> {
  const { floors, apartmentsPerFloor, ...counts } = smallWorld;
  const scaled = Object.fromEntries(
    Object.entries(counts).map(([key, n]) => [key, n * k]),
  ) as typeof counts;
  return { ...scaled, floors, apartmentsPerFloor };
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
  small: { ...smallWorld, orders: 30_000 },
  /** The small world with a million orders, for benchmarks. */
  large: { ...smallWorld, orders: 1_000_000 },
  /**
   * Ten times the small world (60 buildings, 30,000 residents, 400 shops, 300 shippers) and ten
   * million orders over a year, about 27,000 a day: the size of issue 31's budgets, and enough
   * months to weigh partitioning by month (docs/decisions/server.md, "Ten million orders").
   */
  huge: { ...timesTheSmallWorld(10), orders: 10_000_000, orderDays: 365 },
};

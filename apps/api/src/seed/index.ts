export { seedDatabase, type SeedOptions, type SeedResult } from './lib/seed';
export { seedSizes, type SeedSize, type SizeConfig } from './lib/sizes';

export { seedDatabase, seedSizes, type SeedOptions, type SeedResult, type SeedSize } from './seed';
export { demoAccounts, DEMO_PASSWORD, type DemoAccountKey } from './demo-accounts';

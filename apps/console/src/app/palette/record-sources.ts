import { accountSearch } from '@app/accounts-feature';
import { buildingSearch } from '@app/buildings-feature';
import type { Role } from '@app/contract';
import type { RecordSearch } from '@app/data-access-api';
import { orderSearch } from '@app/orders-feature';
import { shopSearch } from '@app/shops-feature';
import { transactionSearch } from '@app/transactions-feature';
import { canOpen } from '@app/util-auth';

/** Every domain's search, in the order the palette shows them. */
const sources: readonly RecordSearch[] = [
  orderSearch,
  accountSearch,
  shopSearch,
  buildingSearch,
  transactionSearch,
];

/**
 * The searches of the domains whose list `role` may open (the route table of util-auth); the
 * servers refuse the others and scope the rest to the caller's buildings anyway.
 */
export const recordSourcesFor = (role: Role): RecordSearch[] =>
  sources.filter((source) => canOpen(role, source.route));

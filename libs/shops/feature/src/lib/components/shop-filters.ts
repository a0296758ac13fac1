import { listShopsQuerySchema } from '@app/shops-contract';
import { listQuery } from '@app/ui';

/**
 * The shop list's filters in the URL (the contract's list query less the paging), 50 rows a page.
 */
export const shopList = listQuery(listShopsQuerySchema, 50);

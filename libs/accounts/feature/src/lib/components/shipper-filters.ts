import { shipperListQuerySchema } from '@app/accounts-contract';
import { listQuery } from '@app/ui';

/**
 * The shipper list's filters in the URL (the contract's list query less the paging), 50 rows a
 * page.
 */
export const shipperList = listQuery(shipperListQuerySchema, 50);

import { listAccountsQuerySchema } from '@app/accounts-contract';
import { listQuery, type UrlFilterValues } from '@app/ui';

/**
 * The account list's filters, all in the URL (the contract's list query less the paging), 50 rows
 * a page.
 */
export const accountList = listQuery(listAccountsQuerySchema, 50);
export type AccountFilters = UrlFilterValues<typeof accountList.schema>;

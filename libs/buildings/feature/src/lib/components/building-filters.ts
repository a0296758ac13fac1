import { listBuildingsQuerySchema } from '@app/buildings-contract';
import { DEFAULT_PAGE_SIZE } from '@app/contract';
import { listQuery } from '@app/ui';

/**
 * The building list's filters in the URL (the contract's list query less the paging), a page of
 * the default size.
 */
export const buildingList = listQuery(listBuildingsQuerySchema, DEFAULT_PAGE_SIZE);

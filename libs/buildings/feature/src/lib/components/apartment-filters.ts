import { listApartmentsQuerySchema } from '@app/buildings-contract';
import { DEFAULT_PAGE_SIZE } from '@app/contract';
import { listQuery } from '@app/ui';

/**
 * The apartment list's filters in the URL (the contract's list query less the paging), a page of
 * the default size.
 */
export const apartmentList = listQuery(listApartmentsQuerySchema, DEFAULT_PAGE_SIZE);

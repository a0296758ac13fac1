import { sampleListQuerySchema } from '@app/products-contract';
import { listQuery } from '@app/ui';

/**
 * The sample product list's filters in the URL (the contract's list query less the paging), 50
 * rows a page.
 */
export const sampleList = listQuery(sampleListQuerySchema, 50);

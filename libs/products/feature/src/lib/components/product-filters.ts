import { productFilterQuerySchema } from '@app/products-contract';
import { listQuery } from '@app/ui';

/**
 * The product list's filters in the URL (the contract's filter query less the paging), 50 rows a
 * page. The shop is one of them and optional: without one, the list shows every shop's products.
 */
export const productList = listQuery(productFilterQuerySchema, 50);

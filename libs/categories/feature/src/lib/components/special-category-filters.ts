import { listSpecialCategoriesQuerySchema } from '@app/categories-contract';
import { listQuery } from '@app/ui';

/**
 * The special category list's filters in the URL (the contract's list query less the paging), 50
 * rows a page.
 */
export const specialCategoryList = listQuery(listSpecialCategoriesQuerySchema, 50);

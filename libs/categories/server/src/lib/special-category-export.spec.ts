import type { SpecialCategory } from '@app/categories-contract';
import { describeListExports } from '@app/server-core/testing';
import { specialCategoriesPlugin } from './special-categories-routes';

describeListExports(
  'the special category list export',
  [specialCategoriesPlugin],
  [
    {
      path: '/api/v1.1/admin/special-category',
      operatorPath: '/api/v1.1/operator/special-category',
      sheet: 'Danh mục tùy chỉnh',
      header: 'Mã danh mục',
      value: (c: SpecialCategory) => c.key,
      filters: ['active=true'],
      numbers: ['Số sản phẩm'],
    },
  ],
);

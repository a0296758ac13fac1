import { ShopStatus, type ShopListItem } from '@app/shops-contract';
import { describeListExports } from '@app/server-core/testing';
import { shopsPlugin } from './shops-routes';

describeListExports(
  'the shop list export',
  [shopsPlugin],
  [
    {
      path: '/api/v1.1/admin/shop',
      operatorPath: '/api/v1.1/operator/shop',
      sheet: 'Cửa hàng',
      header: 'Tên cửa hàng',
      value: (s: ShopListItem) => s.name,
      filters: [`status=${ShopStatus.ACTIVE}`, 'text=a'],
    },
  ],
);

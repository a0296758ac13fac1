import {
  ShipperStatus,
  VerifyState,
  type AccountListItem,
  type ShipperAdminRow,
} from '@app/accounts-contract';
import { describeListExports } from '@app/server-core/testing';
import { accountsPlugin } from './accounts-routes';

describeListExports(
  'the account and shipper list exports',
  [accountsPlugin],
  [
    {
      path: '/api/v1.1/admin/account',
      operatorPath: '/api/v1.1/operator/account',
      sheet: 'Tài khoản',
      header: 'Email',
      value: (a: AccountListItem) => a.email,
      // The pending variant of the list is its verify filter.
      filters: [
        `verify=${VerifyState.PENDING}`,
        `verify=${VerifyState.ACTIVE}&text=a`,
        `sort=createdAt`,
      ],
      numbers: ['Số dư'],
    },
    {
      // One path for the three staff roles; an operator's list is scoped to their buildings.
      path: '/api/v1.1/admin/shipper',
      operatorPath: '/api/v1.1/admin/shipper',
      sheet: 'Shipper',
      header: 'Email',
      value: (s: ShipperAdminRow) => s.email,
      filters: [`status=${ShipperStatus.PENDING}`],
    },
  ],
);

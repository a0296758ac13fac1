import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Role, roleLabels } from '@app/contract';
import { UiProvider } from '@app/ui';
import { accountFixture, installServer } from '../accounts.fixtures';
import { AccountCards } from '../screens/account-detail-screen';
import { resetAccountsStore } from '../store/accounts-store';

const LOCKED = 'Chức năng bị khóa';
const FOR_ROLE = 'Thiết lập là không khả dụng đối với vai trò này!';
const RESIDENCE_UNKNOWN = 'Thông tin cư trú không xác định đối với tài khoản này!';

/** Spec 001 section 6: for which account roles each card works. */
const buildingWorks: Role[] = [Role.SUPER_ADMIN, Role.OPERATOR];
const shopWorks: Role[] = [Role.SUPER_ADMIN, Role.USER_MERCHANT, Role.MERCHANT];
const residenceLockedFor: Role[] = [Role.MERCHANT];

const subjects = [
  Role.SUPER_ADMIN,
  Role.USER,
  Role.MERCHANT,
  Role.OPERATOR,
  Role.USER_MERCHANT,
  Role.ADMIN,
];

function renderCards(viewer: Role, subject: Role) {
  resetAccountsStore();
  const account = accountFixture(40 + subject, { role: subject });
  installServer([account]);
  const router = createMemoryRouter(
    [{ path: '*', element: <AccountCards account={account} viewer={viewer} /> }],
    { initialEntries: ['/dashboard/user/x'] },
  );
  render(
    <UiProvider>
      <RouterProvider router={router} />
    </UiProvider>,
  );
}

const card = (name: string) => screen.getByRole('region', { name });
const banner = (name: string) => within(card(name)).queryByText(LOCKED);

describe('each card’s lock, per viewer and per account role (spec 001 section 6)', () => {
  afterEach(() => {
    cleanup();
    jest.restoreAllMocks();
  });

  for (const viewer of [Role.SUPER_ADMIN, Role.OPERATOR])
    for (const subject of subjects)
      it(`${roleLabels[viewer]} viewing a ${roleLabels[subject]} account`, () => {
        renderCards(viewer, subject);

        const building = card('Tòa nhà vận hành');
        if (buildingWorks.includes(subject)) expect(banner('Tòa nhà vận hành')).toBeNull();
        else {
          expect(banner('Tòa nhà vận hành')).not.toBeNull();
          expect(within(building).getByText(FOR_ROLE)).toBeInTheDocument();
        }

        const shop = card('Thiết lập cửa hàng');
        if (shopWorks.includes(subject)) {
          expect(banner('Thiết lập cửa hàng')).toBeNull();
          // Only the super admin changes the shops an account manages.
          expect(within(shop).queryAllByRole('button', { name: 'Thêm cửa hàng' })).toHaveLength(
            viewer === Role.SUPER_ADMIN ? 1 : 0,
          );
        } else {
          expect(banner('Thiết lập cửa hàng')).not.toBeNull();
          expect(within(shop).getByText(FOR_ROLE)).toBeInTheDocument();
        }

        const residence = card('Thông tin cư trú');
        if (residenceLockedFor.includes(subject)) {
          expect(banner('Thông tin cư trú')).not.toBeNull();
          expect(within(residence).getByText(RESIDENCE_UNKNOWN)).toBeInTheDocument();
        } else {
          expect(banner('Thông tin cư trú')).toBeNull();
          expect(within(residence).queryAllByRole('button', { name: 'Lưu' })).toHaveLength(
            viewer === Role.SUPER_ADMIN ? 1 : 0,
          );
        }

        // The operator sees no role or password card and cannot edit the profile.
        const hidden = viewer === Role.OPERATOR;
        for (const name of ['Thiết lập vai trò', 'Đặt lại mật khẩu'])
          expect(screen.queryAllByRole('region', { name })).toHaveLength(hidden ? 0 : 1);
        expect(
          within(card('Cập nhật thông tin')).queryAllByRole('button', { name: 'Lưu' }),
        ).toHaveLength(hidden ? 0 : 1);
      });
});

import { screen } from '@testing-library/react';
import { Role } from '@app/contract';
import { useAuthStore } from '@app/util-auth';
import { hex, installServer, renderBuildings } from '../buildings.fixtures';

afterEach(() => jest.restoreAllMocks());

const signedInAs = (role: Role) =>
  useAuthStore.setState({ user: { role } as never, isLoggedIn: true });

describe('<BuildingDetailScreen />', () => {
  it('titles an unknown building as a building, not as the creation form', async () => {
    signedInAs(Role.SUPER_ADMIN);
    installServer([
      [
        'GET',
        /^\/api\/v1\.1\/admin\/building\/[0-9a-f]{24}$/,
        () => ({ status: 404, body: { message: 'Không tìm thấy tòa nhà' } }),
      ],
    ]);
    renderBuildings(`/dashboard/building/${hex(999)}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Không tìm thấy tòa nhà');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Tòa nhà$/);
    expect(screen.queryByText('Tạo tòa nhà mới')).not.toBeInTheDocument();
  });
});

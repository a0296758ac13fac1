import { screen } from '@testing-library/react';
import { Role } from '@app/contract';
import { signInAs } from '@app/ui/testing';
import { hex, installServer, renderBuildings } from '../buildings.fixtures';

afterEach(() => jest.restoreAllMocks());

describe('<BuildingDetailScreen />', () => {
  it('titles an unknown building as a building, not as the creation form', async () => {
    signInAs(Role.SUPER_ADMIN);
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

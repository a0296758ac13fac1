import { listSearch, RECORD_SEARCH_LIMIT } from './record-search';
import { send, startClientServer } from './test-server.fixtures';

let server: Awaited<ReturnType<typeof startClientServer>>;
const setup = async (status: number, body: unknown) => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  server = await startClientServer((_req, res) => send(res, status, body));
};

afterEach(async () => {
  jest.restoreAllMocks();
  await server?.close();
});

interface Row {
  _id: string;
  name: string;
}

describe('listSearch', () => {
  it('asks the list for its first rows by its text filter and makes each row a hit', async () => {
    await setup(200, {
      data: [
        { _id: 'a1', name: 'Lan' },
        { _id: 'b2', name: 'Lâm' },
      ],
      total: 2,
    });
    let role = 'admin';
    const source = listSearch<{ data: Row[] }>({
      group: 'Tài khoản',
      route: '/dashboard/user',
      path: () => `api/v1.1/${role}/account`,
      hit: (row) => ({ label: row.name, to: `/dashboard/user/${row._id}` }),
    });
    expect(source.group).toBe('Tài khoản');
    expect(source.route).toBe('/dashboard/user');
    await expect(source.search(' la ', new AbortController().signal)).resolves.toEqual([
      { id: 'a1', label: 'Lan', to: '/dashboard/user/a1' },
      { id: 'b2', label: 'Lâm', to: '/dashboard/user/b2' },
    ]);
    // The path is read at each search: a twin path follows the role signed in then.
    role = 'operator';
    await source.search('la', new AbortController().signal);
    expect(server.seen.map((req) => req.url)).toEqual([
      `/api/v1.1/admin/account?text=la&quantity=${RECORD_SEARCH_LIMIT}`,
      `/api/v1.1/operator/account?text=la&quantity=${RECORD_SEARCH_LIMIT}`,
    ]);
  });

  it("sends the text as the list's own filter when it names it otherwise", async () => {
    await setup(200, { data: [], total: 0 });
    const source = listSearch<{ data: Row[] }>({
      group: 'Đơn hàng',
      route: '/dashboard/order',
      path: 'api/v1.1/admin/order',
      textParam: 'code',
      hit: (row) => ({ label: row.name, to: row._id }),
    });
    await expect(source.search('DH12', new AbortController().signal)).resolves.toEqual([]);
    expect(server.seen[0]!.url).toBe(`/api/v1.1/admin/order?code=DH12&quantity=5`);
  });

  it('fails quietly: the palette shows the failure, not the error toast', async () => {
    await setup(400, { message: 'Từ khóa tìm kiếm tối đa 200 ký tự' });
    const source = listSearch<{ data: Row[] }>({
      group: 'Cửa hàng',
      route: '/dashboard/store',
      path: 'api/v1.1/admin/shop',
      hit: (row) => ({ label: row.name, to: row._id }),
    });
    await expect(source.search('x', new AbortController().signal)).rejects.toMatchObject({
      message: 'Từ khóa tìm kiếm tối đa 200 ký tự',
    });
    expect(server.errors).toEqual([]);
  });
});

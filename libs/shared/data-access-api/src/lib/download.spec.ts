import { ApiError } from './api-error';
import { downloadFile } from './download';
import { send, startClientServer } from './test-server.fixtures';

let server: Awaited<ReturnType<typeof startClientServer>>;
const setup = async (...args: Parameters<typeof startClientServer>) => {
  server = await startClientServer(...args);
};

afterEach(async () => {
  jest.restoreAllMocks();
  await server?.close();
});

describe('downloadFile', () => {
  it('sends the filters and the token, counts the bytes as they come and keeps the server’s name', async () => {
    const chunk = 'x'.repeat(64_000);
    await setup(async (_req, res) => {
      res.writeHead(200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="don-hang-2026-11-27.csv"',
      });
      for (let i = 0; i < 4; i += 1) {
        res.write(chunk);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      res.end();
    });
    const progress: number[] = [];
    const file = await downloadFile(
      '/admin/package/export',
      { format: 'csv', pkgStatusNumber: [1, 2], code: ' ', page: 1 },
      { onProgress: (bytes) => progress.push(bytes) },
    );
    expect(server.seen[0]!.url).toBe(
      '/admin/package/export?format=csv&pkgStatusNumber=1&pkgStatusNumber=2&page=1',
    );
    expect(server.seen[0]!.headers.authorization).toBe('Bearer access-1');
    expect(file.fileName).toBe('don-hang-2026-11-27.csv');
    expect(file.blob.size).toBe(4 * chunk.length);
    expect(progress.length).toBeGreaterThan(1);
    expect(progress.at(-1)).toBe(4 * chunk.length);
  });

  it('rejects with the server’s Vietnamese message and reports it', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await setup((_req, res) => send(res, 400, { message: 'Định dạng xuất phải là csv hoặc xlsx' }));
    const error = await downloadFile('/admin/package/export', { format: 'pdf' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Định dạng xuất phải là csv hoặc xlsx');
    expect(server.errors).toEqual(['Định dạng xuất phải là csv hoặc xlsx']);
  });
});

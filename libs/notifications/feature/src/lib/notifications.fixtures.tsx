import type { Notification } from '@app/notifications-contract';
import { installFakeApi, ok, renderRoutes } from '@app/ui/testing';
import { PickerHost } from '@app/ui-pickers';
import { notificationsRoutes } from './routes';

export const notificationFixture = (n: number, title = `Thông báo ${n}`): Notification => ({
  _id: n.toString(16).padStart(24, '0'),
  title,
  type: 1,
  displayOn: [1],
  sendType: 'apartment',
  listIds: ['0123456789abcdef01234567'],
  recipientCount: 3,
  createdAt: '2026-11-20T23:30:00.000Z',
  creater: {
    _id: 'a'.repeat(24),
    name: 'Quản trị cấp cao',
    email: 'superadmin@example.com',
    avatar: '',
  },
});

/**
 * The fake API of the notifications screens (the API itself is tested on the real server and
 * database in the server lib): it keeps `rows` as the server's state and answers the list (a title
 * search, newest first), its creators and the delete.
 */
export function installServer(rows: Notification[]) {
  return installFakeApi(({ method, url }) => {
    if (method === 'GET' && url.pathname.endsWith('/notification/creators')) {
      // The creators of the rows (staff: the super admin here).
      const creators = new Map(
        rows.flatMap((r) =>
          r.creater
            ? [[r.creater._id, { ...r.creater, phone: '0900000000', role: 0 }] as const]
            : [],
        ),
      );
      const data = [...creators.values()];
      return ok({ data, total: data.length });
    }
    const detail = /\/notification\/([0-9a-f]{24})$/.exec(url.pathname);
    if (method === 'GET' && detail) {
      // A sent notification opened ('Xem'): as sent to one floor, a quarter of it read.
      const row = rows.find((r) => r._id === detail[1]);
      if (!row) return { status: 404, body: { message: 'Không tìm thấy thông báo' } };
      return ok({
        data: {
          ...row,
          recipientCount: 12,
          readCount: 3,
          content: '<p>Nước cắt từ <strong>8 giờ</strong></p>',
          targets: [{ _id: 'f'.repeat(24), name: 'Tòa A · Tầng 1' }],
        },
      });
    }
    if (method === 'GET') {
      const user = url.searchParams.get('user');
      const text = url.searchParams.get('text')?.toLowerCase();
      const data = rows.filter(
        (r) =>
          (!text || r.title.toLowerCase().includes(text)) && (!user || r.creater?._id === user),
      );
      return ok({ data, total: data.length });
    }
    if (method === 'DELETE') {
      const id = url.pathname.split('/').pop();
      const at = rows.findIndex((r) => r._id === id);
      if (at < 0) return { status: 404, body: { message: 'Không tìm thấy thông báo' } };
      rows.splice(at, 1);
      return ok({ message: 'Xóa thông báo thành công' });
    }
    return undefined;
  });
}

/** The feature's routes as the console mounts them (under the shell's UiProvider), at `url`. */
export const renderNotifications = (url = '/dashboard/notification') =>
  renderRoutes(notificationsRoutes, url, { host: <PickerHost /> });

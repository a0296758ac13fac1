import { NotificationType, type Notification } from '@app/notifications-contract';
import { describeListExports } from '@app/server-core/testing';
import { notificationsPlugin } from './notifications-routes';

describeListExports(
  'the sent notification list export',
  [notificationsPlugin],
  [
    {
      path: '/api/v1.1/admin/notification',
      sheet: 'Thông báo',
      header: 'Tiêu đề',
      value: (n: Notification) => n.title,
      filters: [`type=${NotificationType.ADMIN}`, `sort=createdAt`],
      numbers: ['Số người nhận'],
    },
  ],
);

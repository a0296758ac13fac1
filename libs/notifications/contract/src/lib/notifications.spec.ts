import {
  createNotificationInputSchema,
  DisplayOn,
  displayOnForSendType,
  displayOnLabels,
  displayOnValues,
  NotificationType,
  notificationTypeLabels,
  notificationTypeValues,
  SendType,
  sendTypeValues,
  inboxEntryParamsSchema,
  inboxQuerySchema,
  listNotificationsQuerySchema,
  notificationPath,
  notificationsMessages,
  notificationsPaths,
} from '../index';

const id = '0123456789abcdef01234567';

describe('notifications contract', () => {
  it('names the notification types 0 to 4 and the two display-on apps (spec §4)', () => {
    expect(NotificationType).toEqual({ SYSTEM: 0, ADMIN: 1, SHOP: 2, FOR_SHOP: 3, FIRE_ALARM: 4 });
    expect(notificationTypeValues).toEqual([0, 1, 2, 3, 4]);
    expect(notificationTypeValues.map((t) => notificationTypeLabels[t])).toEqual([
      'Hệ thống',
      'Quản trị',
      'Cửa hàng',
      'Dành cho cửa hàng',
      'Báo cháy',
    ]);
    expect(DisplayOn).toEqual({ RESIDENT_APP: 1, SHOP_APP: 2 });
    expect(displayOnValues.map((d) => displayOnLabels[d])).toEqual([
      'Ứng dụng cư dân',
      'Ứng dụng cửa hàng',
    ]);
    expect(sendTypeValues).toEqual(['building', 'floor', 'apartment', 'shop']);
    // Residents read a send to buildings, floors or apartments; shop owners a send to shops.
    expect(displayOnForSendType).toEqual({
      [SendType.BUILDING]: [DisplayOn.RESIDENT_APP],
      [SendType.FLOOR]: [DisplayOn.RESIDENT_APP],
      [SendType.APARTMENT]: [DisplayOn.RESIDENT_APP],
      [SendType.SHOP]: [DisplayOn.SHOP_APP],
    });
  });

  it('reads the list query: page defaults, trimmed search, display-on as a list, bad values refused', () => {
    expect(listNotificationsQuerySchema.parse({})).toEqual({ page: 1, quantity: 50 });
    expect(
      listNotificationsQuerySchema.parse({
        text: ' Hà Nội ',
        displayOn: '1,2',
        type: '4',
        user: id,
      }),
    ).toEqual({ text: 'Hà Nội', displayOn: [1, 2], type: 4, user: id, page: 1, quantity: 50 });
    expect(listNotificationsQuerySchema.parse({ type: '', user: '' })).toEqual({
      page: 1,
      quantity: 50,
    });
    expect(listNotificationsQuerySchema.safeParse({ type: '5' }).success).toBe(false);
    expect(listNotificationsQuerySchema.safeParse({ displayOn: '3' }).success).toBe(false);
  });

  it('reads a send with the messages of spec section 5, targets deduplicated', () => {
    const ok = {
      sendType: 'apartment',
      listIds: [id, id],
      notificationData: { title: ' Cắt điện ', content: '<p>x</p>' },
    };
    expect(createNotificationInputSchema.parse(ok)).toEqual({
      sendType: 'apartment',
      listIds: [id],
      notificationData: { title: 'Cắt điện', content: '<p>x</p>' },
    });
    const messages = (input: unknown) =>
      createNotificationInputSchema.safeParse(input).error?.issues.map((i) => i.message);
    expect(messages({ ...ok, sendType: undefined })).toEqual([
      notificationsMessages.sendTypeRequired,
    ]);
    expect(messages({ ...ok, listIds: [] })).toEqual([notificationsMessages.sendTypeRequired]);
    expect(messages({ ...ok, notificationData: { title: '', content: 'x' } })).toEqual([
      notificationsMessages.titleRequired,
    ]);
    expect(messages({ ...ok, notificationData: { title: 'a', content: '' } })).toEqual([
      notificationsMessages.contentRequired,
    ]);
  });

  it('fills the id of a path', () => {
    expect(notificationPath(notificationsPaths.detail, 'a/b')).toBe(
      '/api/v1.1/admin/notification/a%2Fb',
    );
  });
});

describe('the inbox contract', () => {
  it('pages from 1 with 10 entries by default and at most 50', () => {
    expect(inboxQuerySchema.parse({})).toEqual({ page: 1, quantity: 10 });
    expect(inboxQuerySchema.parse({ page: '2', quantity: '50' })).toEqual({
      page: 2,
      quantity: 50,
    });
    for (const query of [{ page: '0' }, { page: 'x' }, { page: '1e300' }, { quantity: '51' }]) {
      expect(inboxQuerySchema.safeParse(query).success).toBe(false);
    }
    expect(inboxQuerySchema.safeParse({ quantity: '0' }).error?.issues[0]?.message).toBe(
      notificationsMessages.invalidQuantity,
    );
  });

  it('takes a 24-hex entry id, lower-cased, and names a bad one in Vietnamese', () => {
    expect(inboxEntryParamsSchema.parse({ id: 'ABCDEF0123456789ABCDEF01' })).toEqual({
      id: 'abcdef0123456789abcdef01',
    });
    expect(inboxEntryParamsSchema.safeParse({ id: 'x' }).error?.issues[0]?.message).toBe(
      'Mã thông báo không hợp lệ',
    );
  });
});

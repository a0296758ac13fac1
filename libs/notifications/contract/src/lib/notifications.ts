import { z } from 'zod';
import {
  integerSchema,
  listAnswer,
  type ListAnswer,
  multiValue,
  numericEnumSchema,
  objectIdSchema,
  optionalFilter,
  textFilterSchema,
  listQuerySchema,
  requiredText,
  namedRefSchema,
  textSearchQuerySchema,
  createdAtSortSchema,
} from '@app/contract';
import {
  DisplayOn,
  SendType,
  notificationTypeValues,
  displayOnValues,
  sendTypeValues,
} from './enums';
import { DEFAULT_INBOX_PAGE, MAX_INBOX_PAGE } from './paths';

/** Most targets one notification may name (a picker's page is far below it). */
export const MAX_NOTIFICATION_TARGETS = 1000;
/** Longest title and (sanitised HTML) content. */
export const MAX_TITLE_LENGTH = 200;
export const MAX_CONTENT_LENGTH = 100_000;

/**
 * The display-on apps a notification is shown in, by target type (spec §4 leaves the values open;
 * docs/decisions.md): residents of buildings, floors and apartments read it in the resident app,
 * shop owners in the shop app.
 */
export const displayOnForSendType: Record<SendType, DisplayOn[]> = {
  building: [DisplayOn.RESIDENT_APP],
  floor: [DisplayOn.RESIDENT_APP],
  apartment: [DisplayOn.RESIDENT_APP],
  shop: [DisplayOn.SHOP_APP],
};

export const notificationsMessages = {
  sendTypeRequired: 'Vui lòng chọn kiểu gửi thông báo!',
  titleRequired: 'Vui lòng nhập tiêu đề!',
  titleTooLong: `Tiêu đề tối đa ${MAX_TITLE_LENGTH} ký tự`,
  contentRequired: 'Vui lòng nhập nội dung!',
  contentTooLong: 'Nội dung quá dài',
  tooManyTargets: `Chỉ được chọn tối đa ${MAX_NOTIFICATION_TARGETS} đối tượng nhận`,
  invalidType: 'Loại thông báo không hợp lệ',
  invalidDisplayOn: 'Ứng dụng hiển thị không hợp lệ',
  invalidTargetId: 'Mã đối tượng nhận không hợp lệ',
  targetMissing: (sendType: SendType, ids: string[]) =>
    `Không tìm thấy ${targetNouns[sendType]} hoặc bạn không có quyền gửi tới: ${ids.join(', ')}`,
  notFound: 'Không tìm thấy thông báo',
  invalidId: 'Mã thông báo không hợp lệ',
  invalidPage: 'Trang không hợp lệ',
  invalidQuantity: `Số bản ghi mỗi trang phải từ 1 đến ${MAX_INBOX_PAGE}`,
  markedRead: 'Đã đánh dấu là đã đọc',
  sent: 'Gửi thông báo thành công',
  deleted: 'Xóa thông báo thành công',
} as const;
const m = notificationsMessages;

const targetNouns: Record<SendType, string> = {
  building: 'tòa nhà',
  floor: 'tầng',
  apartment: 'căn hộ',
  shop: 'cửa hàng',
};

/** Query of `GET notificationsPaths.list`: newest first; `text` searches the title. */
export const listNotificationsQuerySchema = listQuerySchema({
  text: textFilterSchema,
  /** The creator. */
  user: optionalFilter(objectIdSchema),
  type: optionalFilter(numericEnumSchema(notificationTypeValues, m.invalidType)),
  /** Any of these apps. */
  displayOn: multiValue(numericEnumSchema(displayOnValues, m.invalidDisplayOn)),
  /** By date, either way (docs/decisions/lists.md "Sorting"); absent: newest first. */
  sort: createdAtSortSchema,
});
export type ListNotificationsQuery = z.input<typeof listNotificationsQuerySchema>;
export type ListNotificationsFilter = z.output<typeof listNotificationsQuerySchema>;

export const notificationCreatorSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  avatar: z.string(),
});

/** A row of the list. */
export const notificationSchema = z.object({
  _id: z.string(),
  title: z.string(),
  type: z.number().int(),
  displayOn: z.array(z.number().int()),
  sendType: z.string(),
  listIds: z.array(z.string()),
  recipientCount: z.number().int(),
  createdAt: z.string(),
  /** Spelled as the spec spells it (§3). */
  creater: notificationCreatorSchema.nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/**
 * `GET notificationsPaths.detail`: a row with its (sanitised) content, what it was sent to (the
 * targets by name, 'building · floor · apartment' for a place; a target deleted since is left out)
 * and how many of its recipients have read it (issue 29, item 5).
 */
export const notificationDetailAnswerSchema = z.object({
  data: notificationSchema.extend({
    content: z.string(),
    targets: z.array(namedRefSchema),
    readCount: z.number().int(),
  }),
});
export type NotificationDetailAnswer = z.infer<typeof notificationDetailAnswerSchema>;

export const notificationListAnswerSchema = listAnswer(notificationSchema);
export type NotificationListAnswer = ListAnswer<Notification>;

const sendTypeSchema = z.enum(sendTypeValues as [SendType, ...SendType[]], {
  error: m.sendTypeRequired,
});
const listIdsSchema = z
  .array(objectIdSchema, { error: m.sendTypeRequired })
  .min(1, { error: m.sendTypeRequired })
  .max(MAX_NOTIFICATION_TARGETS, { error: m.tooManyTargets })
  .transform((ids) => [...new Set(ids)]);

/** The targets of a send: what the recipient count and the send read. */
export const notificationTargetsSchema = z.object({
  sendType: sendTypeSchema,
  listIds: listIdsSchema,
});
export type NotificationTargets = z.input<typeof notificationTargetsSchema>;

/** Body of `POST notificationsPaths.create` (spec §7). */
export const createNotificationInputSchema = notificationTargetsSchema.extend({
  notificationData: z.object(
    {
      title: requiredText(m.titleRequired, MAX_TITLE_LENGTH, m.titleTooLong),
      /** HTML from the editor; sanitised by the server before it is stored. */
      content: z
        .string({ error: m.contentRequired })
        .min(1, { error: m.contentRequired })
        .max(MAX_CONTENT_LENGTH, { error: m.contentTooLong }),
    },
    { error: m.titleRequired },
  ),
});
export type CreateNotificationInput = z.input<typeof createNotificationInputSchema>;
export type CreateNotificationBody = z.output<typeof createNotificationInputSchema>;

export const createNotificationAnswerSchema = z.object({
  data: z.object({ _id: z.string(), recipientCount: z.number().int() }),
  message: z.string(),
});
export type CreateNotificationAnswer = z.infer<typeof createNotificationAnswerSchema>;

export const recipientCountAnswerSchema = z.object({ data: z.object({ count: z.number().int() }) });
export type RecipientCountAnswer = z.infer<typeof recipientCountAnswerSchema>;

export const unreadCountAnswerSchema = z.object({ data: z.object({ count: z.number().int() }) });
export type UnreadCountAnswer = z.infer<typeof unreadCountAnswerSchema>;

/** Query of `GET notificationsPaths.targets`. */
export const targetSearchQuerySchema = listQuerySchema({
  sendType: z.enum(['floor', 'apartment'], { error: m.sendTypeRequired }),
  text: textFilterSchema,
  /** Only the floors or apartments of this building (audit item 20). */
  buildingId: optionalFilter(objectIdSchema),
});
export type TargetSearchQuery = z.input<typeof targetSearchQuerySchema>;
export type TargetSearchFilter = z.output<typeof targetSearchQuerySchema>;
export const targetSearchAnswerSchema = listAnswer(namedRefSchema);
export type TargetSearchAnswer = z.infer<typeof targetSearchAnswerSchema>;

/** Query of `GET notificationsPaths.creators`: `text` searches the name, email and phone. */
export const creatorSearchQuerySchema = textSearchQuerySchema();
export type CreatorSearchQuery = z.input<typeof creatorSearchQuerySchema>;
export type CreatorSearchFilter = z.output<typeof creatorSearchQuerySchema>;
export const notificationCreatorRowSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.number().int(),
});
export type NotificationCreatorRow = z.infer<typeof notificationCreatorRowSchema>;
export const creatorSearchAnswerSchema = listAnswer(notificationCreatorRowSchema);
export type CreatorSearchAnswer = z.infer<typeof creatorSearchAnswerSchema>;

export const notificationIdParamsSchema = z.object({ id: objectIdSchema });

/** Params of `PUT notificationsPaths.read`: a 24-hex id, else 400 'Mã thông báo không hợp lệ'. */
export const inboxEntryParamsSchema = z.object({
  id: z
    .string({ error: m.invalidId })
    .regex(/^[0-9a-f]{24}$/i, { error: m.invalidId })
    .transform((v) => v.toLowerCase()),
});

/** Query of `GET notificationsPaths.inbox`: `page` from 1, `quantity` 1–50 (default 10). */
export const inboxQuerySchema = z.object({
  page: integerSchema(m.invalidPage)
    .pipe(z.number().min(1, { error: m.invalidPage }).max(1_000_000, { error: m.invalidPage }))
    .default(1),
  quantity: integerSchema(m.invalidQuantity)
    .pipe(
      z
        .number()
        .min(1, { error: m.invalidQuantity })
        .max(MAX_INBOX_PAGE, { error: m.invalidQuantity }),
    )
    .default(DEFAULT_INBOX_PAGE),
});
export type InboxQuery = z.input<typeof inboxQuerySchema>;
export type InboxFilter = z.output<typeof inboxQuerySchema>;

/** One entry of the caller's inbox: the notification's title, its text, where it leads, when read. */
export const inboxEntrySchema = z.object({
  /** The notification's id (what `read` takes). */
  _id: z.string(),
  title: z.string(),
  /** The content as plain text, shortened to 200 characters. */
  body: z.string(),
  /** A console path to open (staff notices), or null. */
  url: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type InboxEntry = z.infer<typeof inboxEntrySchema>;

/** `GET notificationsPaths.inbox`: a page of entries, the inbox's total and its unread count. */
export const inboxAnswerSchema = listAnswer(inboxEntrySchema).extend({ unread: z.number().int() });
export type InboxAnswer = z.infer<typeof inboxAnswerSchema>;

/** `PUT notificationsPaths.read` / `readAll`: how many entries changed and the unread count after. */
export const markReadAnswerSchema = z.object({
  data: z.object({ updated: z.number().int(), unread: z.number().int() }),
  message: z.string(),
});
export type MarkReadAnswer = z.infer<typeof markReadAnswerSchema>;

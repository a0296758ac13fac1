import { api, searchParamsOf, type ExportRequest } from '@app/data-access-api';
import { exportPath, uploadsPaths, type UploadedImage } from '@app/contract';
import {
  notificationPath,
  notificationsPaths,
  type CreateNotificationAnswer,
  type CreateNotificationInput,
  type CreatorSearchAnswer,
  type CreatorSearchFilter,
  type NotificationDetailAnswer,
  type ListNotificationsFilter,
  type NotificationListAnswer,
  type NotificationTargets,
  type RecipientCountAnswer,
  type TargetSearchAnswer,
  type TargetSearchFilter,
} from '@app/notifications-contract';

/**
 * The typed endpoint client of the notifications feature: the only file of the feature that knows
 * the paths. The list reports failures through the client's error hook (a toast); the send, the
 * count and the upload are called with `notify: false`: their caller shows the outcome.
 */
export const getNotifications = (
  { text, user, type, displayOn, page, quantity }: ListNotificationsFilter,
  signal?: AbortSignal,
) => {
  const searchParams = searchParamsOf({ page, quantity, text, user, type, displayOn });
  return api.get(notificationsPaths.list, { searchParams, signal }).json<NotificationListAnswer>();
};

/** The list's 'Xuất': its export path and the list call's query (the server ignores the page). */
export const notificationsExport = ({
  text,
  user,
  type,
  displayOn,
}: ListNotificationsFilter): ExportRequest => ({
  path: exportPath(notificationsPaths.list),
  query: { text, user, type, displayOn },
});

export const sendNotification = (input: CreateNotificationInput) =>
  api
    .post(notificationsPaths.create, { json: input, context: { notify: false } })
    .json<CreateNotificationAnswer>();

/** One sent notification: its content, targets, recipients and reads (the 'Xem' dialog). */
export const getNotification = (id: string, signal?: AbortSignal) =>
  api
    .get(notificationPath(notificationsPaths.detail, id), { signal, context: { notify: false } })
    .json<NotificationDetailAnswer>();

export const deleteNotification = (id: string) =>
  api
    .delete(notificationPath(notificationsPaths.detail, id), { context: { notify: false } })
    .json<{ message: string }>();

export const countRecipients = (targets: NotificationTargets, signal?: AbortSignal) =>
  api
    .post(notificationsPaths.recipientCount, { json: targets, signal, context: { notify: false } })
    .json<RecipientCountAnswer>();

/**
 * Where the editor's inline images go (spec §2: "a multipart form with an image field, the answer
 * read as JSON"): our own upload endpoint unless the build sets another image host.
 */
export const IMAGE_UPLOAD_URL: string =
  (globalThis as { __IMAGE_UPLOAD_URL__?: string }).__IMAGE_UPLOAD_URL__ ?? uploadsPaths.single;

/** Uploads one image and answers the URL to show it at. */
export async function uploadImage(file: File, url = IMAGE_UPLOAD_URL): Promise<string> {
  const body = new FormData();
  body.append('image', file);
  if (url === uploadsPaths.single) {
    const answer = await api.post(url, { body, context: { notify: false } }).json<UploadedImage>();
    return answer.url;
  }
  // A third-party host: no credentials of ours; its JSON carries the URL (`url` or `data.url`).
  const res = await fetch(url, { method: 'POST', body });
  if (!res.ok) throw new Error(`upload failed: ${res.status}`);
  const answer = (await res.json()) as { url?: string; data?: { url?: string } };
  const found = answer.url ?? answer.data?.url;
  if (!found) throw new Error('upload answer without a URL');
  return found;
}

export const searchTargets = (
  { sendType, text, buildingId, page, quantity }: TargetSearchFilter,
  signal?: AbortSignal,
) =>
  api
    .get(notificationsPaths.targets, {
      searchParams: searchParamsOf({ sendType, page, quantity, text, buildingId }),
      signal,
    })
    .json<TargetSearchAnswer>();

/** A page of the accounts that created notifications: the list's creator filter picker (audit item 12). */
export const searchCreators = (
  { text, page, quantity }: CreatorSearchFilter,
  signal?: AbortSignal,
) => {
  const searchParams = searchParamsOf({ page, quantity, text });
  return api.get(notificationsPaths.creators, { searchParams, signal }).json<CreatorSearchAnswer>();
};

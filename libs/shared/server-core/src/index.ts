export * from './lib/errors';
export type { ServerConfig } from './lib/config';
export { corePlugin, type CoreOptions } from './lib/core-plugin';
export { frameworkErrorOptions } from './lib/framework-errors';
export { requestIdOptions } from './lib/request-id';
export { errorLogSerializer } from './lib/log-safety';
export {
  authenticate,
  buildingScope,
  readAccessToken,
  SessionChecker,
  type AuthUser,
} from './lib/auth-plugin';
export {
  signAccessToken,
  verifyAccessToken,
  randomToken,
  hashToken,
  sealFor,
  openWith,
  type AccessTokenPayload,
} from './lib/tokens';
export {
  pageOffset,
  pageWindow,
  exactPage,
  newestFirst,
  listAnswer,
  pageInfoAnswer,
  type Page,
} from './lib/pagination';
export type { Mailer, MailMessage } from './lib/mailer';
export type { PushSender, PushPayload, PushOutcome, TestPushService } from './lib/push';
export {
  createPushQueue,
  backoffDelay,
  type PushQueue,
  type PushQueueOptions,
  type PushRunResult,
} from './lib/push-queue';
export { createPushSender } from './lib/push';
export { checkPushEndpoint, isPublicAddress } from './lib/push-endpoint';
export { toStoredName } from './lib/uploads';
export { textSearch, type BuildingScope } from './lib/list-query';
export { inScope, scopeCondition } from './lib/scope';
export { namedRef } from './lib/refs';
export {
  listRoute,
  twinRoute,
  twinListRoute,
  type ListRoute,
  type Twin,
  type TwinListRoute,
  type TwinRoles,
  type TwinRoute,
  type ZodApp,
} from './lib/twin-routes';
export { bulkRoute, type BulkRoute } from './lib/bulk';
export {
  found,
  missing,
  missingWith,
  refused,
  orThrow,
  type Refusal,
  type Result,
} from './lib/result';
export { cappedCount, fullCount, plannedRows, sqlLiteral } from './lib/counting';
export {
  sendExport,
  EXPORT_BATCH_SIZE,
  keysetBatches,
  newestFirstKeyset,
  selectBatches,
  exportRoute,
  listExportSpec,
  mapBatches,
  type ListExport,
  type ExportFile,
  type ExportRoute,
  type Keyset,
  neutraliseFormula,
  vietnamWallClock,
  type ExportCell,
  type ExportColumn,
  type ExportKind,
  type ExportSpec,
} from './lib/export';
export { savedViewsPlugin } from './lib/saved-views-plugin';
export {
  createSavedViewsRepository,
  type NewSavedView,
  type ViewReader,
} from './lib/saved-views-repository';
export {
  createdAtSort,
  listSort,
  keysetOrder,
  type ListSort,
  type SortColumn,
} from './lib/sorting';
export { recordChange, readHistory, type ChangeAuthor, type ChangeRecord } from './lib/change-log';
export { livePlugin, type LivePluginOptions } from './lib/live-plugin';
export {
  LiveHub,
  LIVE_CHANNEL,
  visibleTo,
  type LiveReader,
  type StoredLiveEvent,
} from './lib/live-hub';
export { enqueuePushes } from './lib/push-queue';
export {
  fanOutNotification,
  DIRECT_SEND_TYPE,
  NoticeApp,
  NoticeType,
  plainTextContent,
  type NotificationFanOutInput,
} from './lib/notification-fan-out';

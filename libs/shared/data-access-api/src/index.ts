export { ApiError, isApiError, type ApiErrorKind } from './lib/api-error';
export {
  API_TIMEOUT_MS,
  LEGACY_TOKEN_HEADER,
  api,
  type AuthMode,
  type CallContext,
} from './lib/client';
export { configureApiClient, type ApiClientConfig } from './lib/config';
export {
  CallStatus,
  asApiError,
  createQueryStore,
  PREFETCH_TTL_MS,
  queryKeyOf,
  useQuery,
  type QueryState,
  type QueryStore,
  type QueryStoreOptions,
  type QueryView,
  whenReadsSettle,
} from './lib/query-store';
export {
  createMutationStore,
  onChangeMade,
  outcomeOf,
  type ChangeOutcome,
  type MutationOptions,
  type MutationResult,
  type MutationState,
  type MutationStore,
} from './lib/mutation-store';
export { searchParamsOf } from './lib/search-params';
export { mapRows, replaceRow, updateRow } from './lib/rows';
export {
  downloadFile,
  saveFile,
  type DownloadedFile,
  type DownloadOptions,
  type ExportRequest,
} from './lib/download';
export { onLive, type LiveMessage } from './lib/live';
export { useLiveCounts } from './lib/live-counts';
export {
  listOpening,
  listSearch,
  OPEN_ROW_PARAM,
  type ListSearchSource,
  type RecordHit,
  type RecordSearch,
} from './lib/record-search';
export { createHistoryStore, type HistoryPageQuery, type HistoryStore } from './lib/history-store';

export { ApiError, isApiError, type ApiErrorKind } from './lib/api-error';
export {
  API_TIMEOUT_MS,
  LEGACY_TOKEN_HEADER,
  api,
  configureApiClient,
  type ApiClientConfig,
  type AuthMode,
  type CallContext,
} from './lib/client';
export { CallStatus, useApiCall, type ApiCallState } from './lib/use-api-call';

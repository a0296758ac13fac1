export { ApiError, isApiError, type ApiErrorKind } from './lib/api-error';
export {
  API_TIMEOUT_MS,
  LEGACY_TOKEN_HEADER,
  api,
  type AuthMode,
  type CallContext,
} from './lib/client';
export { configureApiClient, type ApiClientConfig } from './lib/config';
export { CallStatus, useApiCall, type ApiCallState } from './lib/use-api-call';

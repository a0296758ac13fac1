import { authMessages } from '@app/contract';

/** Every user-facing string of the API client. */
export const messages = {
  sessionExpired: authMessages.sessionExpired,
  timeout: (ms: number) => `Api method is timeout after ${ms} ms!!!`,
  network: 'Không thể kết nối tới máy chủ. Vui lòng kiểm tra kết nối mạng và thử lại.',
  unknown: 'Đã có lỗi xảy ra. Vui lòng thử lại.',
  cancelled: 'Yêu cầu đã bị hủy',
} as const;

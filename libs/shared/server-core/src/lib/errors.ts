/** Vietnamese messages of the generic error answers. */
export const coreMessages = {
  badRequest: 'Dữ liệu không hợp lệ',
  invalidJson: 'Nội dung gửi lên không phải JSON hợp lệ',
  unsupportedMediaType: 'Định dạng nội dung không được hỗ trợ',
  payloadTooLarge: 'Dữ liệu gửi lên quá lớn',
  notFound: 'Không tìm thấy dữ liệu',
  routeNotFound: 'Không tìm thấy đường dẫn',
  conflict: 'Dữ liệu đã thay đổi, vui lòng tải lại và thử lại',
  duplicate: 'Dữ liệu đã tồn tại',
  /** A deadlock or serialization failure still left after the server's own retries. */
  concurrentChange: 'Dữ liệu vừa được người khác thay đổi, vui lòng thử lại',
  referenceMissing: 'Dữ liệu liên quan không tồn tại',
  internal: 'Đã có lỗi xảy ra, vui lòng thử lại sau',
  tooManyRequests: 'Bạn thao tác quá nhanh, vui lòng thử lại sau',
  badUrl: 'Đường dẫn không hợp lệ',
  urlTooLong: 'Đường dẫn quá dài',
  headersTooLarge: 'Phần tiêu đề của yêu cầu quá lớn',
  requestTimeout: 'Yêu cầu gửi quá chậm, vui lòng thử lại',
  badRequestLine: 'Yêu cầu không hợp lệ',
} as const;

/**
 * An error whose status and Vietnamese message go to the client as they are (`{message}`).
 * Throw it from a route or a repository; the error handler answers it.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (
  message: string = coreMessages.badRequest,
  details?: Record<string, unknown>,
) => new HttpError(400, message, details);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string = coreMessages.notFound) => new HttpError(404, message);
export const conflict = (message: string = coreMessages.conflict) => new HttpError(409, message);
export const tooManyRequests = (message: string = coreMessages.tooManyRequests) =>
  new HttpError(429, message);

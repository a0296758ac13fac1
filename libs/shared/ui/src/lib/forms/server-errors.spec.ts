import { ApiError } from '@app/data-access-api';
import { applyServerErrors, serverFieldErrors } from './server-errors';

const badRequest = (errors: unknown) =>
  new ApiError('Dữ liệu không hợp lệ', 'http', 400, { message: 'Dữ liệu không hợp lệ', errors });

describe('serverFieldErrors', () => {
  it("reads a 400's errors[] and nothing else", () => {
    expect(serverFieldErrors(badRequest([{ path: 'name', message: 'Bắt buộc' }, 3]))).toEqual([
      { path: 'name', message: 'Bắt buộc' },
    ]);
    expect(serverFieldErrors(new ApiError('Trùng (name)', 'http', 409, {}))).toEqual([]);
    expect(serverFieldErrors(new Error('name'))).toEqual([]);
  });
});

describe('applyServerErrors', () => {
  it('marks the fields the paths belong to, the first message of each', () => {
    const setError = jest.fn();
    const error = badRequest([
      { path: 'payment.unpaidReason', message: 'Lý do?' },
      { path: 'options.0.name', message: 'Tên?' },
      { path: 'options.1.name', message: 'Tên nữa?' },
      { path: 'other', message: 'Khác' },
    ]);
    expect(applyServerErrors(setError, error, ['unpaidReason', 'options'])).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['unpaidReason', { type: 'server', message: 'Lý do?' }, { shouldFocus: true }],
      ['options', { type: 'server', message: 'Tên?' }, { shouldFocus: false }],
    ]);
  });

  it('answers false when no field is named (the caller shows the message)', () => {
    const setError = jest.fn();
    expect(applyServerErrors(setError, badRequest([]), ['name'])).toBe(false);
    expect(applyServerErrors(setError, new ApiError('Lỗi mạng', 'network'), ['name'])).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});

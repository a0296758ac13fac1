import { z } from 'zod';
import { integerSchema, safeString } from './common';

export const uploadMessages = {
  notAnImage: 'Tệp tải lên phải là ảnh (JPEG, PNG, WebP hoặc GIF)',
  noFile: 'Vui lòng chọn tệp ảnh để tải lên',
  tooLarge: (mb: number) => `Ảnh vượt quá dung lượng cho phép (${mb} MB)`,
  tooMany: (n: number) => `Chỉ được tải lên tối đa ${n} ảnh một lần`,
  invalidPath: 'Đường dẫn ảnh không hợp lệ',
  invalidSize: 'Kích thước ảnh không hợp lệ',
  sizeTooLarge: 'Kích thước ảnh tối đa 4000 px',
  deleted: 'Đã xóa ảnh',
  malformed: 'Dữ liệu tải lên không đúng định dạng (multipart/form-data)',
  tooManyPixels: (megapixels: number) =>
    `Ảnh có kích thước quá lớn (tối đa ${megapixels} triệu điểm ảnh)`,
  deleteForbidden: 'Bạn chỉ được xóa ảnh do mình tải lên hoặc ảnh của tòa nhà mình quản lý',
  buildingForbidden: 'Bạn không quản lý tòa nhà này',
} as const;

export const uploadsPaths = {
  single: '/uploads/files',
  multi: '/uploads/files/multi',
  ecommerce: '/uploads/files/ecommerce',
  ecommerceMulti: '/uploads/files/ecommerce/multi',
  building: '/uploads/files/building',
  image: '/api/v1/uploads/files/image/:file',
} as const;

/** Where an uploaded file is served; `?width&height` resizes it. */
export const IMAGE_URL_PREFIX = '/api/v1/uploads/files/image/';
/** Most files in one multi upload. */
export const MAX_FILES_PER_UPLOAD = 10;
/** A stored upload: a server-generated id and the detected image type. */
export const storedImageNamePattern = /^[0-9a-f]{24}\.(jpg|png|webp|gif)$/;

/** The answer of a single upload (`/multi` answers `{data: UploadedImage[]}`). */
export interface UploadedImage {
  path: string;
  url: string;
  width: number;
  height: number;
  size: number;
}

const pathOrUrl = safeString({ error: uploadMessages.invalidPath })
  .min(1, { error: uploadMessages.invalidPath })
  .max(500, { error: uploadMessages.invalidPath });

export const deleteUploadInputSchema = z.object({ path: pathOrUrl });
export const deleteUploadsInputSchema = z.object({
  paths: z
    .array(pathOrUrl, { error: uploadMessages.invalidPath })
    .min(1, { error: uploadMessages.invalidPath })
    .max(50),
});

const dimension = integerSchema(uploadMessages.invalidSize)
  .pipe(
    z
      .number()
      .min(1, { error: uploadMessages.invalidSize })
      .max(4000, { error: uploadMessages.sizeTooLarge }),
  )
  .optional();

export const imageParamsSchema = z.object({
  file: z.string().regex(storedImageNamePattern, { error: uploadMessages.invalidPath }),
});
export const imageQuerySchema = z.object({ width: dimension, height: dimension });

/** Every user-facing string of @app/ui-pickers (vi-glossary.md). */
export const pickerMessages = {
  ok: 'Đồng ý',
  cancel: 'Hủy',
  search: 'Tìm kiếm',
  searchBy: 'Tìm theo',
  searchPlaceholder: 'Nhập từ khóa...',
  unknown: 'Không xác định',
  allRoles: 'Tất cả',
  role: 'Vai trò',
  selected: (n: number) => `Đã chọn ${n}`,
  shipper: {
    title: 'Chọn shipper',
    name: 'Họ tên',
    email: 'Email',
    phone: 'Số điện thoại',
    building: 'Tòa nhà',
    staffCode: 'Mã nhân viên',
  },
  building: { title: 'Chọn tòa nhà', name: 'Tên tòa nhà', address: 'Địa chỉ' },
  shop: { title: 'Chọn cửa hàng', name: 'Tên cửa hàng', phone: 'Số điện thoại' },
  account: { title: 'Chọn tài khoản', name: 'Họ tên', email: 'Email', phone: 'Số điện thoại' },
} as const;

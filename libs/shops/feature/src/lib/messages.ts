/** Every Vietnamese string of the shops feature. */
export const messages = {
  /** The command palette's group of this domain's records. */
  searchGroup: 'Cửa hàng',
  title: 'Danh sách cửa hàng',
  breadcrumb: 'Quản lý cửa hàng',
  success: 'Thành công',
  search: 'Tìm kiếm',
  searchPlaceholder: 'Tên hoặc số điện thoại...',
  status: 'Trạng thái',
  allStatuses: 'Tất cả',
  needApproval: 'Chờ duyệt',
  shopUser: 'Shop User',
  columns: {
    avatar: 'Ảnh',
    name: 'Tên cửa hàng',
    phone: 'Số điện thoại',
    rate: 'Đánh giá',
    owner: 'Chủ cửa hàng',
    createdAt: 'Ngày đăng ký',
    status: 'Trạng thái',
    actions: 'Thao tác',
  },
  actions: { approve: 'Duyệt', view: 'Xem', history: 'Lịch sử' },
  /** A shop's history, one sentence per decision (issue 29). */
  history: {
    title: (name: string) => `Lịch sử cửa hàng ${name}`,
    status: (who: string, from: string, to: string) =>
      `${who} đổi trạng thái từ ${from} sang ${to}`,
    approved: (who: string, building: string) => `${who} đã duyệt cửa hàng vào tòa nhà ${building}`,
    removed: (who: string, building: string) => `${who} đã xóa cửa hàng khỏi tòa nhà ${building}`,
    rejected: (who: string, building: string) =>
      `${who} đã từ chối cửa hàng vào tòa nhà ${building}`,
    unknown: 'Không xác định',
  },
  approveDialog: {
    title: (name: string) => `Duyệt cửa hàng vào tòa nhà: ${name}`,
    pending: 'Chưa xét duyệt',
    active: 'Đã duyệt',
    building: 'Tòa nhà',
    address: 'Địa chỉ',
    requestedAt: 'Ngày yêu cầu',
    approvedAt: 'Ngày duyệt',
    approve: 'Duyệt',
    remove: 'Xóa',
    confirmRemove: (building: string) => `Bạn có chắc muốn xóa cửa hàng khỏi tòa nhà ${building}?`,
    close: 'Đóng',
    empty: 'Không có dữ liệu',
  },
  editDialog: {
    title: 'Thông tin cửa hàng',
    name: 'Tên cửa hàng',
    phone: 'Số điện thoại',
    address: 'Địa chỉ',
    status: 'Trạng thái',
    cancel: 'Hủy',
    save: 'Lưu',
  },
} as const;

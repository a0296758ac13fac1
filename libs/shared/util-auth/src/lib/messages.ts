/**
 * Every Vietnamese string of util-auth: the side-menu labels (which also name the screens in the
 * browser's tab), the other screens' names and the locked-card banners.
 */
export const messages = {
  /** Screens without a menu item of their own. */
  titles: {
    userDetail: 'Chi tiết tài khoản',
    buildingDetail: 'Chi tiết tòa nhà',
    apartment: 'Danh sách căn hộ',
    specialCategoryDetail: 'Chi tiết danh mục tùy chỉnh',
  },
  menu: {
    overview: 'Tổng quan',
    buildings: 'Quản lý tòa nhà',
    accounts: 'Quản lý tài khoản',
    allAccounts: 'Tất cả tài khoản',
    pendingAccounts: 'Tài khoản chờ duyệt',
    shippers: 'Shipper',
    staff: 'Tài khoản nhân viên',
    transactions: 'Quản lý giao dịch',
    categories: 'Quản lý danh mục',
    productCategories: 'Danh mục sản phẩm',
    customCategories: 'Danh mục tùy chỉnh',
    stores: 'Quản lý cửa hàng',
    storeList: 'Danh sách cửa hàng',
    productList: 'Danh sách sản phẩm',
    orders: 'Đơn hàng',
    sampleProducts: 'Sản phẩm mẫu',
    notifications: 'Thông báo',
    feedback: 'Phản hồi',
  },
  lockedTitle: 'Chức năng bị khóa',
  lockedForRole: 'Thiết lập là không khả dụng đối với vai trò này!',
  residenceUnknown: 'Thông tin cư trú không xác định đối với tài khoản này!',
} as const;

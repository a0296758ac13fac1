/** Vietnamese demo vocabulary for the seeder. */

export const buildingNames = [
  [
    'Chung cư Sunrise City',
    'Công ty CP Novaland',
    'Số 23 Nguyễn Hữu Thọ, Tân Hưng, Quận 7, TP. Hồ Chí Minh',
  ],
  [
    'Chung cư Masteri Thảo Điền',
    'Tập đoàn Masterise',
    'Số 159 Xa lộ Hà Nội, Thảo Điền, TP. Thủ Đức, TP. Hồ Chí Minh',
  ],
  [
    'Vinhomes Times City - Park Hill',
    'Tập đoàn Vingroup',
    'Số 458 Minh Khai, Vĩnh Tuy, Hai Bà Trưng, Hà Nội',
  ],
  [
    'Chung cư Ecopark Sky Oasis',
    'Công ty CP Ecopark',
    'Khu đô thị Ecopark, Xuân Quan, Văn Giang, Hưng Yên',
  ],
  [
    'The Sun Avenue',
    'Công ty CP Novaland',
    'Số 28 Mai Chí Thọ, An Phú, TP. Thủ Đức, TP. Hồ Chí Minh',
  ],
  [
    'Chung cư Hoàng Anh Gia Lai',
    'Tập đoàn Hoàng Anh Gia Lai',
    'Số 357 Lê Văn Lương, Tân Quy, Quận 7, TP. Hồ Chí Minh',
  ],
  ['Goldmark City', 'Công ty TNHH TID', 'Số 136 Hồ Tùng Mậu, Phú Diễn, Bắc Từ Liêm, Hà Nội'],
  [
    'Chung cư Mường Thanh Đà Nẵng',
    'Tập đoàn Mường Thanh',
    'Số 962 Ngô Quyền, An Hải Bắc, Sơn Trà, Đà Nẵng',
  ],
] as const;

export type ProductTypeName = 'fresh' | 'normal';

/** [name, category key, type, base price in đồng]. */
export const catalogue: readonly (readonly [string, string, ProductTypeName, number])[] = [
  ['Rau muống (bó 500g)', 'rau-la', 'fresh', 15000],
  ['Rau cải ngọt (500g)', 'rau-la', 'fresh', 18000],
  ['Xà lách Đà Lạt (300g)', 'rau-la', 'fresh', 22000],
  ['Rau mồng tơi (bó)', 'rau-la', 'fresh', 12000],
  ['Bắp cải trắng (1kg)', 'cu-qua', 'fresh', 20000],
  ['Cà chua Đà Lạt (1kg)', 'cu-qua', 'fresh', 35000],
  ['Khoai tây (1kg)', 'cu-qua', 'fresh', 30000],
  ['Cà rốt (1kg)', 'cu-qua', 'fresh', 25000],
  ['Bí đỏ (1kg)', 'cu-qua', 'fresh', 28000],
  ['Thịt ba chỉ heo (500g)', 'thit-heo', 'fresh', 85000],
  ['Thịt nạc vai heo (500g)', 'thit-heo', 'fresh', 75000],
  ['Sườn non heo (500g)', 'thit-heo', 'fresh', 110000],
  ['Thịt bò thăn Úc (300g)', 'thit-bo', 'fresh', 165000],
  ['Bắp bò (500g)', 'thit-bo', 'fresh', 140000],
  ['Gà ta làm sẵn (1 con)', 'thit-heo', 'fresh', 185000],
  ['Cá hồi phi lê (300g)', 'hai-san', 'fresh', 145000],
  ['Tôm thẻ tươi (500g)', 'hai-san', 'fresh', 120000],
  ['Cá basa phi lê (500g)', 'hai-san', 'fresh', 55000],
  ['Mực ống (500g)', 'hai-san', 'fresh', 135000],
  ['Trứng gà ta (hộp 10 quả)', 'trung', 'fresh', 38000],
  ['Trứng vịt (hộp 10 quả)', 'trung', 'fresh', 35000],
  ['Trứng gà công nghiệp (vỉ 30 quả)', 'trung', 'fresh', 75000],
  ['Sữa tươi Vinamilk không đường (1L)', 'sua', 'normal', 34000],
  ['Sữa tươi TH true MILK ít đường (1L)', 'sua', 'normal', 36000],
  ['Sữa chua Vinamilk (lốc 4 hộp)', 'sua', 'fresh', 28000],
  ['Sữa đậu nành Fami (lốc 6 hộp)', 'sua', 'normal', 32000],
  ['Gạo ST25 (túi 5kg)', 'gao', 'normal', 185000],
  ['Gạo Jasmine (túi 5kg)', 'gao', 'normal', 125000],
  ['Gạo nếp cái hoa vàng (2kg)', 'gao', 'normal', 78000],
  ['Bún tươi (500g)', 'gao', 'fresh', 12000],
  ['Phở khô Bích Chi (500g)', 'gao', 'normal', 28000],
  ['Nước mắm Phú Quốc 40 độ đạm (500ml)', 'gia-vi', 'normal', 65000],
  ['Nước mắm Nam Ngư (750ml)', 'gia-vi', 'normal', 42000],
  ['Nước tương Maggi (700ml)', 'gia-vi', 'normal', 35000],
  ['Dầu ăn Neptune (1L)', 'gia-vi', 'normal', 58000],
  ['Hạt nêm Knorr (400g)', 'gia-vi', 'normal', 39000],
  ['Muối i-ốt (500g)', 'gia-vi', 'normal', 7000],
  ['Đường trắng Biên Hòa (1kg)', 'gia-vi', 'normal', 29000],
  ['Bánh mì que (5 ổ)', 'banh', 'fresh', 25000],
  ['Bánh mì sandwich (gói)', 'banh', 'fresh', 30000],
  ['Bánh bông lan cuộn', 'banh', 'fresh', 45000],
  ['Bánh quy Cosy (hộp)', 'banh', 'normal', 55000],
  ['Cà phê G7 hòa tan (hộp 18 gói)', 'do-uong', 'normal', 52000],
  ['Nước khoáng La Vie (thùng 24 chai)', 'do-uong', 'normal', 110000],
  ['Trà xanh Không Độ (lốc 6 chai)', 'do-uong', 'normal', 54000],
  ['Nước cam ép (1L)', 'do-uong', 'fresh', 48000],
  ['Bia Sài Gòn Special (lốc 6 lon)', 'do-uong', 'normal', 99000],
  ['Chuối già Nam Mỹ (1kg)', 'trai-cay', 'fresh', 32000],
  ['Xoài cát Hòa Lộc (1kg)', 'trai-cay', 'fresh', 75000],
  ['Thanh long ruột đỏ (1kg)', 'trai-cay', 'fresh', 45000],
  ['Bưởi da xanh (1 quả)', 'trai-cay', 'fresh', 65000],
  ['Nước giặt OMO (3.6kg)', 'gia-dung', 'normal', 195000],
  ['Nước rửa chén Sunlight (750g)', 'gia-dung', 'normal', 32000],
  ['Giấy vệ sinh Pulppy (10 cuộn)', 'gia-dung', 'normal', 69000],
  ['Kem đánh răng P/S (230g)', 'gia-dung', 'normal', 38000],
];

/** [key, name, parent key or null]. */
export const categoryTree: readonly (readonly [string, string, string | null])[] = [
  ['rau-cu', 'Rau củ quả', null],
  ['thit-ca', 'Thịt, cá, hải sản', null],
  ['trung-sua', 'Trứng và sữa', null],
  ['gao', 'Gạo, bún, mì', null],
  ['gia-vi', 'Gia vị, dầu ăn', null],
  ['banh', 'Bánh mì, bánh ngọt', null],
  ['do-uong', 'Đồ uống', null],
  ['gia-dung', 'Hóa phẩm, gia dụng', null],
  ['rau-la', 'Rau lá', 'rau-cu'],
  ['cu-qua', 'Củ quả', 'rau-cu'],
  ['trai-cay', 'Trái cây', 'rau-cu'],
  ['thit-heo', 'Thịt heo, gà', 'thit-ca'],
  ['thit-bo', 'Thịt bò', 'thit-ca'],
  ['hai-san', 'Hải sản', 'thit-ca'],
  ['trung', 'Trứng', 'trung-sua'],
];
/** Products whose category is not in the tree fall back to this key. */
export const categoryAlias: Record<string, string> = { sua: 'trung-sua' };

export const shopWords = [
  'Tạp hóa',
  'Bếp nhà',
  'Rau sạch',
  'Thực phẩm',
  'Mart',
  'Chợ xanh',
  'Nông sản',
  'Hải sản',
  'Bánh mì',
  'Cửa hàng',
];

export const orderNotes = [
  'Giao giờ hành chính giúp em',
  'Gọi trước khi giao',
  'Để ở quầy lễ tân giúp mình',
  'Giao sau 18h',
  'Không lấy hành',
  'Chọn giúp rau non',
];
export const cancelNotes = [
  'Hết hàng',
  'Khách yêu cầu hủy',
  'Không liên lạc được khách',
  'Sai địa chỉ giao hàng',
];
export const banReasons = [
  'Sai thông tin sản phẩm',
  'Hình ảnh không phù hợp',
  'Giá bán không hợp lệ',
  'Hàng không rõ nguồn gốc',
];
export const banks = [
  'Vietcombank',
  'Techcombank',
  'BIDV',
  'VietinBank',
  'MB Bank',
  'ACB',
  'VPBank',
  'Sacombank',
];
export const feedbackTags = [
  'Vệ sinh',
  'An ninh',
  'Thang máy',
  'Điện nước',
  'Dịch vụ',
  'Bãi xe',
  'Khác',
];
export const feedbackTitles = [
  'Thang máy số 2 hay bị kẹt',
  'Hành lang tầng chưa được dọn vệ sinh',
  'Đèn cầu thang bị hỏng',
  'Nước yếu vào buổi tối',
  'Tiếng ồn từ căn hộ bên cạnh',
  'Bãi xe thiếu chỗ để xe máy',
  'Đề nghị bổ sung camera an ninh',
  'Shipper giao hàng chậm',
  'Rác chưa được thu gom đúng giờ',
  'Hồ bơi cần vệ sinh',
];
export const notificationTitles = [
  'Thông báo cắt nước định kỳ',
  'Lịch bảo trì thang máy',
  'Khuyến mãi cuối tuần: giảm 20% rau củ',
  'Diễn tập phòng cháy chữa cháy',
  'Thông báo phí quản lý tháng mới',
  'Chương trình Flash Sale buổi trưa',
  'Cảnh báo cháy: vui lòng di chuyển theo lối thoát hiểm',
  'Cập nhật chính sách giao hàng',
  'Chào mừng cửa hàng mới',
  'Thông báo nghỉ lễ',
];
export const specialCategoryNames = [
  ['flash-sale', 'Flash Sale'],
  ['mua-ngay', 'Mua ngay'],
  ['rau-sach-moi-ngay', 'Rau sạch mỗi ngày'],
  ['gia-soc-cuoi-tuan', 'Giá sốc cuối tuần'],
  ['combo-bua-toi', 'Combo bữa tối'],
  ['dac-san-vung-mien', 'Đặc sản vùng miền'],
  ['hang-moi-ve', 'Hàng mới về'],
  ['an-sang-nhanh', 'Ăn sáng nhanh'],
  ['do-uong-mat-lanh', 'Đồ uống mát lạnh'],
  ['tiet-kiem-gia-dinh', 'Tiết kiệm cho gia đình'],
] as const;
export const activityTitles = [
  ['Đăng nhập', 'Đăng nhập thành công', 1],
  ['Cập nhật thông tin', 'Cập nhật thông tin cá nhân', 1],
  ['Đặt hàng', 'Đặt đơn hàng mới', 1],
  ['Email đặt lại mật khẩu', 'Đã gửi email đặt lại mật khẩu', 2],
  ['Hệ thống', 'Phiên đăng nhập hết hạn', 0],
] as const;

/**
 * The icon of each side-menu item, by the name of its `@mui/icons-material` module: the side menu
 * renders the component of that name, and the shell painted from the HTML before any script
 * (`apps/console/boot-shell.ts`, issue 31) draws the same icon's SVG path. An item not listed
 * shows the overview's icon.
 */
export const menuIconNames = {
  overview: 'DashboardOutlined',
  buildings: 'ApartmentOutlined',
  accounts: 'PeopleOutlined',
  transactions: 'ReceiptLongOutlined',
  categories: 'CategoryOutlined',
  stores: 'StorefrontOutlined',
  notifications: 'NotificationsOutlined',
  feedback: 'FeedbackOutlined',
} as const;

export type MenuIconName = (typeof menuIconNames)[keyof typeof menuIconNames];

export const DEFAULT_MENU_ICON: MenuIconName = 'DashboardOutlined';

/** The icon name of a menu item's key. */
export const menuIconName = (key: string): MenuIconName =>
  (menuIconNames as Record<string, MenuIconName>)[key] ?? DEFAULT_MENU_ICON;

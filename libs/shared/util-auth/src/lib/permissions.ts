import { matchPath } from 'react-router';
import { Role } from '@app/contract';
import { messages } from './messages';
import { paths } from './paths';

const { SUPER_ADMIN, ADMIN, OPERATOR } = Role;

/**
 * Filters that menu items and links between screens open with. The values are the accounts, orders and
 * feedback domains' own (VerifyState.PENDING and ACTIVE, OrderStatus.PENDING, FeedbackStatus.UNPROCESSED);
 * this shared lib may not import a domain, and a domain may not import another, so they are written here
 * once and each owning domain's feature spec checks them against its contract.
 */
export const menuFilters = {
  pendingAccounts: 'verify=1',
  verifiedAccounts: 'verify=2',
  pendingOrders: 'pkgStatusNumber=1',
  unprocessedFeedback: 'status=0',
} as const;

/**
 * Which role may open which dashboard route (spec 000 section 2, 001 section 2).
 * A route missing from this table is open to no one.
 */
export const routeRoles = {
  [paths.dashboard]: [SUPER_ADMIN, ADMIN, OPERATOR],
  [paths.category]: [SUPER_ADMIN],
  [paths.user]: [SUPER_ADMIN, OPERATOR],
  [paths.userDetail]: [SUPER_ADMIN, OPERATOR],
  [paths.apartment]: [SUPER_ADMIN],
  [paths.building]: [SUPER_ADMIN, OPERATOR],
  [paths.buildingDetail]: [SUPER_ADMIN, OPERATOR],
  [paths.feedback]: [SUPER_ADMIN, OPERATOR],
  [paths.order]: [SUPER_ADMIN, ADMIN, OPERATOR],
  [paths.product]: [SUPER_ADMIN, ADMIN],
  [paths.store]: [SUPER_ADMIN, ADMIN],
  [paths.specialCategory]: [SUPER_ADMIN, ADMIN],
  [paths.specialCategoryDetail]: [SUPER_ADMIN, ADMIN],
  [paths.transaction]: [SUPER_ADMIN, ADMIN],
  [paths.shipper]: [SUPER_ADMIN, ADMIN, OPERATOR],
  [paths.notification]: [SUPER_ADMIN],
  [paths.productAdmin]: [SUPER_ADMIN, ADMIN],
  [paths.staff]: [SUPER_ADMIN],
} as const satisfies Record<string, readonly Role[]>;

export type DashboardRoute = keyof typeof routeRoles;

const routePatterns = Object.keys(routeRoles) as DashboardRoute[];

/**
 * The route pattern of the table that a concrete pathname belongs to, or `null`; matched by
 * react-router's own `matchPath`, so it agrees with the router (case-insensitive, trailing slash).
 */
export const matchDashboardRoute = (pathname: string): DashboardRoute | null =>
  routePatterns.find((pattern) => matchPath(pattern, pathname)) ?? null;

/** Whether `role` may open `pathname` (a concrete URL path such as `/dashboard/user/abc`). */
export const canOpen = (role: Role | null | undefined, pathname: string): boolean => {
  if (role === null || role === undefined) return false;
  const route = matchDashboardRoute(pathname);
  return route !== null && (routeRoles[route] as readonly Role[]).includes(role);
};

export interface MenuItem {
  key: string;
  label: string;
  /** Link target with its query (e.g. the pending filters); absent on a group. */
  to?: string;
  roles: readonly Role[];
  children?: readonly MenuItem[];
}

/**
 * The side menu as data (spec 000 sections 2 and 6, 001 section 6). Menu visibility is narrower
 * than the routes for the transaction and shipper items: both are SUPER_ADMIN only.
 */
export const menuItems: readonly MenuItem[] = [
  {
    key: 'overview',
    label: messages.menu.overview,
    to: paths.dashboard,
    roles: [SUPER_ADMIN, ADMIN, OPERATOR],
  },
  {
    key: 'buildings',
    label: messages.menu.buildings,
    to: paths.building,
    roles: [SUPER_ADMIN, OPERATOR],
  },
  {
    key: 'accounts',
    label: messages.menu.accounts,
    roles: [SUPER_ADMIN, OPERATOR],
    children: [
      {
        key: 'all-accounts',
        label: messages.menu.allAccounts,
        to: paths.user,
        roles: [SUPER_ADMIN, OPERATOR],
      },
      {
        key: 'pending-accounts',
        label: messages.menu.pendingAccounts,
        to: `${paths.user}?${menuFilters.pendingAccounts}`,
        roles: [SUPER_ADMIN, OPERATOR],
      },
      { key: 'shippers', label: messages.menu.shippers, to: paths.shipper, roles: [SUPER_ADMIN] },
      { key: 'staff', label: messages.menu.staff, to: paths.staff, roles: [SUPER_ADMIN] },
    ],
  },
  {
    key: 'transactions',
    label: messages.menu.transactions,
    to: paths.transaction,
    roles: [SUPER_ADMIN],
  },
  {
    key: 'categories',
    label: messages.menu.categories,
    roles: [SUPER_ADMIN, ADMIN],
    children: [
      {
        key: 'product-categories',
        label: messages.menu.productCategories,
        to: paths.category,
        roles: [SUPER_ADMIN],
      },
      {
        key: 'custom-categories',
        label: messages.menu.customCategories,
        to: paths.specialCategory,
        roles: [SUPER_ADMIN, ADMIN],
      },
    ],
  },
  {
    key: 'stores',
    label: messages.menu.stores,
    roles: [SUPER_ADMIN, ADMIN],
    children: [
      {
        key: 'store-list',
        label: messages.menu.storeList,
        to: paths.store,
        roles: [SUPER_ADMIN, ADMIN],
      },
      {
        key: 'product-list',
        label: messages.menu.productList,
        to: paths.product,
        roles: [SUPER_ADMIN, ADMIN],
      },
      {
        key: 'orders',
        label: messages.menu.orders,
        to: `${paths.order}?${menuFilters.pendingOrders}`,
        roles: [SUPER_ADMIN, ADMIN],
      },
      {
        key: 'sample-products',
        label: messages.menu.sampleProducts,
        to: paths.productAdmin,
        roles: [SUPER_ADMIN, ADMIN],
      },
    ],
  },
  // The spec lets the operator use the order route but hides its only menu item (in 'Quản lý cửa hàng');
  // operators run their buildings' orders every day, so they get it at the top level (docs/decisions.md).
  {
    key: 'operator-orders',
    label: messages.menu.orders,
    to: `${paths.order}?${menuFilters.pendingOrders}`,
    roles: [OPERATOR],
  },
  {
    key: 'notifications',
    label: messages.menu.notifications,
    to: paths.notification,
    roles: [SUPER_ADMIN],
  },
  {
    key: 'feedback',
    label: messages.menu.feedback,
    to: paths.feedback,
    roles: [SUPER_ADMIN, OPERATOR],
  },
];

/** The menu that `role` sees: items of other roles removed, and groups left empty removed too. */
export const menuFor = (
  role: Role | null | undefined,
  items: readonly MenuItem[] = menuItems,
): MenuItem[] => {
  if (role === null || role === undefined) return [];
  return items.flatMap((item) => {
    if (!item.roles.includes(role)) return [];
    if (!item.children) return [item];
    const children = menuFor(role, item.children);
    return children.length ? [{ ...item, children }] : [];
  });
};

/** The cards of the account-detail screen (spec 001 section 2). */
export const AccountCard = {
  AVATAR: 'avatar',
  PROFILE: 'profile',
  REGISTRATION: 'registration',
  BALANCE: 'balance',
  PROFILE_EDIT: 'profileEdit',
  RESIDENCE: 'residence',
  ROLE: 'role',
  PASSWORD: 'password',
  SHOP: 'shop',
  BUILDING_OPERATION: 'buildingOperation',
  DEVICES: 'devices',
  ACTIVITY: 'activity',
} as const;
export type AccountCard = (typeof AccountCard)[keyof typeof AccountCard];

interface AccountCardRule {
  /** Staff roles that see the card. */
  viewers: readonly Role[];
  /** Staff roles that may change what the card holds. */
  editors: readonly Role[];
  /** Roles of the viewed account for which the card works; other accounts see a locked banner. */
  enabledFor?: readonly Role[];
  lockedMessage?: string;
}

const allRoles = Object.values(Role) as Role[];

/** Account-detail cards per role (spec 001 section 6). */
export const accountCardRules: Record<AccountCard, AccountCardRule> = {
  avatar: { viewers: [SUPER_ADMIN, OPERATOR], editors: [] },
  profile: { viewers: [SUPER_ADMIN, OPERATOR], editors: [] },
  registration: { viewers: [SUPER_ADMIN, OPERATOR], editors: [SUPER_ADMIN, OPERATOR] },
  balance: { viewers: [SUPER_ADMIN, OPERATOR], editors: [] },
  profileEdit: { viewers: [SUPER_ADMIN, OPERATOR], editors: [SUPER_ADMIN] },
  residence: {
    viewers: [SUPER_ADMIN, OPERATOR],
    editors: [SUPER_ADMIN],
    enabledFor: allRoles.filter((r) => r !== Role.MERCHANT),
    lockedMessage: messages.residenceUnknown,
  },
  role: { viewers: [SUPER_ADMIN], editors: [SUPER_ADMIN] },
  password: { viewers: [SUPER_ADMIN], editors: [SUPER_ADMIN] },
  shop: {
    viewers: [SUPER_ADMIN, OPERATOR],
    editors: [SUPER_ADMIN],
    enabledFor: [SUPER_ADMIN, Role.USER_MERCHANT, Role.MERCHANT],
    lockedMessage: messages.lockedForRole,
  },
  buildingOperation: {
    viewers: [SUPER_ADMIN, OPERATOR],
    editors: [SUPER_ADMIN],
    enabledFor: [SUPER_ADMIN, OPERATOR],
    lockedMessage: messages.lockedForRole,
  },
  devices: { viewers: [SUPER_ADMIN, OPERATOR], editors: [SUPER_ADMIN, OPERATOR] },
  activity: { viewers: [SUPER_ADMIN, OPERATOR], editors: [] },
};

export type CardAccess =
  | { kind: 'hidden' }
  | { kind: 'locked'; title: string; message: string }
  | { kind: 'readonly' }
  | { kind: 'editable' };

/** What `viewer` gets for `card` on the detail page of an account whose role is `subject`. */
export const accountCardAccess = (
  card: AccountCard,
  viewer: Role | null | undefined,
  subject: Role,
): CardAccess => {
  const rule = accountCardRules[card];
  if (viewer === null || viewer === undefined || !rule.viewers.includes(viewer))
    return { kind: 'hidden' };
  if (rule.enabledFor && !rule.enabledFor.includes(subject)) {
    return {
      kind: 'locked',
      title: messages.lockedTitle,
      message: rule.lockedMessage ?? messages.lockedForRole,
    };
  }
  return rule.editors.includes(viewer) ? { kind: 'editable' } : { kind: 'readonly' };
};

/** Actions on accounts and buildings that the spec limits by role (001 sections 2 and 6). */
export const actionRoles = {
  deleteAccount: [SUPER_ADMIN],
  approveAccount: [SUPER_ADMIN, OPERATOR],
  addBuilding: [SUPER_ADMIN],
  deleteBuilding: [SUPER_ADMIN, OPERATOR],
} as const satisfies Record<string, readonly Role[]>;

export const can = (role: Role | null | undefined, action: keyof typeof actionRoles): boolean =>
  role !== null && role !== undefined && (actionRoles[action] as readonly Role[]).includes(role);

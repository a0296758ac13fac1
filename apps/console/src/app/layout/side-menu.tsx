import { menuFor, type MenuItem } from '@app/util-auth';
import type { LiveCounts, Role } from '@app/contract';
import { useLiveCounts, whenReadsSettle } from '@app/data-access-api';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import FeedbackOutlined from '@mui/icons-material/FeedbackOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import Badge from '@mui/material/Badge';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactElement,
} from 'react';
import { Link, useLocation } from 'react-router';
import { messages } from '../messages';
import { preloadRoute, preloadWhenIdle } from '../preload';
import { menuIconName, type MenuIconName } from './menu-icons';

/** Every icon `menuIconNames` names (the type makes the two agree). */
const icons: Record<MenuIconName, ReactElement> = {
  DashboardOutlined: <DashboardOutlined />,
  ApartmentOutlined: <ApartmentOutlined />,
  PeopleOutlined: <PeopleOutlined />,
  ReceiptLongOutlined: <ReceiptLongOutlined />,
  CategoryOutlined: <CategoryOutlined />,
  StorefrontOutlined: <StorefrontOutlined />,
  NotificationsOutlined: <NotificationsOutlined />,
  FeedbackOutlined: <FeedbackOutlined />,
};

/** The work queue whose live count an item shows (issue 28; docs/decisions/live.md). */
const queueOf: Record<string, keyof LiveCounts> = {
  'pending-accounts': 'pendingAccounts',
  transactions: 'pendingTransactions',
  orders: 'pendingOrders',
  'operator-orders': 'pendingOrders',
  feedback: 'unprocessedFeedback',
};

/** The pages of the work queues in `items` (pending orders first: the busiest), each once. */
export const queueTargets = (items: readonly MenuItem[]): string[] => {
  const targets = items
    .flatMap((i) => i.children ?? [i])
    .filter((i) => i.to && queueOf[i.key])
    .map((i) => i.to!.split('?')[0]!);
  const busiest = (path: string) => (/\/order$/.test(path) ? 0 : 1);
  return [...new Set(targets)].sort((a, b) => busiest(a) - busiest(b));
};

/** An item's count, or 0; a group's is its items'. */
const countOf = (item: MenuItem, counts: LiveCounts | null): number =>
  item.children
    ? item.children.reduce((sum, child) => sum + countOf(child, counts), 0)
    : (counts?.[queueOf[item.key]!] ?? 0);

/**
 * A work queue's count beside its item, outside the link (whose name stays the item's): the number
 * for the eye, and in words for a screen reader as the link's description.
 */
const QueueCount = ({ id, n, mini }: { id: string; n: number; mini: boolean }) => (
  <>
    <span id={id} style={visuallyHidden}>
      {messages.waiting(n)}
    </span>
    {!mini && (
      <Badge
        aria-hidden
        badgeContent={n}
        max={999}
        color="error"
        data-testid="queue-count"
        sx={{
          position: 'absolute',
          right: 28,
          top: '50%',
          pointerEvents: 'none',
        }}
      />
    )}
  </>
);

interface SideMenuProps {
  role: Role;
  /** Icons only (the collapsed menu of desktop and tab). */
  mini: boolean;
  /** Called after an item was chosen (the mobile drawer closes). */
  onNavigate: () => void;
  /** Called when a group is opened from the mini menu: the menu expands first. */
  onExpand: () => void;
}

/**
 * The key of the item for the current page: its path matches (the overview only itself), and an
 * item with a query (pending accounts, pending orders) wins when the URL carries that query.
 */
export const activeMenuKey = (
  items: readonly MenuItem[],
  pathname: string,
  search: string,
): string | null => {
  const current = new URLSearchParams(search);
  let best: { key: string; score: number } | null = null;
  for (const item of items.flatMap((i) => i.children ?? [i])) {
    if (!item.to) continue;
    const [path, query = ''] = item.to.split('?');
    const pathMatches =
      path === '/dashboard'
        ? pathname.replace(/\/$/, '') === path
        : pathname === path || pathname.startsWith(`${path}/`);
    const wanted = [...new URLSearchParams(query)];
    if (!pathMatches || !wanted.every(([k, v]) => current.get(k) === v)) continue;
    if (!best || wanted.length > best.score) best = { key: item.key, score: wanted.length };
  }
  return best?.key ?? null;
};

/** The side menu: the items of the signed-in role (util-auth's matrix), grouped as the spec says. */
export function SideMenu({ role, ...rest }: SideMenuProps) {
  const { pathname, search } = useLocation();
  const items = useMemo(() => menuFor(role), [role]);
  const activeKey = activeMenuKey(items, pathname, search);
  const counts = useLiveCounts();
  // The work queues' pages are where the day's clicks go: their code loads while the browser idles.
  useEffect(() => preloadWhenIdle(queueTargets(items), whenReadsSettle), [items]);
  // A list's page, filter or search changes the URL: only the active item can change with it, so
  // the items (some 20 MUI list buttons) re-render only when it does, not on every page change.
  return <MenuTree items={items} activeKey={activeKey} counts={counts} {...rest} />;
}

interface MenuTreeProps extends Omit<SideMenuProps, 'role'> {
  items: readonly MenuItem[];
  activeKey: string | null;
  /** The work queues' live counts; null before the first answer. */
  counts: LiveCounts | null;
}

/** An item's icon, with its count on it in the mini menu (the name and the count are hidden there). */
const iconOf = (item: MenuItem, miniCount: number) => {
  const icon = icons[menuIconName(item.key)];
  return miniCount > 0 ? (
    <Badge badgeContent={miniCount} max={999} color="error" variant="dot">
      {icon}
    </Badge>
  ) : (
    icon
  );
};

interface MenuLinkProps {
  item: MenuItem;
  nested: boolean;
  active: boolean;
  /** The item's work queue count (0 for none). */
  waiting: number;
  mini: boolean;
  onNavigate: () => void;
}

/**
 * One item of the menu, memoised on what it shows: a navigation re-renders the item that was active
 * and the one that becomes active, not all twenty (some 300 components on a click in the menu).
 */
const MenuLink = memo(function MenuLink({
  item,
  nested,
  active,
  waiting,
  mini,
  onNavigate,
}: MenuLinkProps) {
  const countId = `menu-count-${item.key}`;
  const button = (
    <ListItemButton
      component={Link}
      to={item.to ?? ''}
      selected={active}
      aria-current={active ? 'page' : undefined}
      aria-describedby={waiting > 0 ? countId : undefined}
      onClick={onNavigate}
      // The page's code starts loading when the pointer or the focus reaches the link.
      onPointerEnter={item.to ? () => preloadRoute(item.to!) : undefined}
      onFocus={item.to ? () => preloadRoute(item.to!) : undefined}
      sx={{ pl: nested && !mini ? 4 : 2, minHeight: 44 }}
    >
      {!nested || mini ? (
        <ListItemIcon sx={{ minWidth: 40 }}>{iconOf(item, mini ? waiting : 0)}</ListItemIcon>
      ) : null}
      <ListItemText primary={item.label} sx={mini ? visuallyHidden : undefined} />
    </ListItemButton>
  );
  return (
    <li style={{ listStyle: 'none', position: 'relative' }}>
      {mini ? (
        <Tooltip title={item.label} placement="right">
          {button}
        </Tooltip>
      ) : (
        button
      )}
      {waiting > 0 && <QueueCount id={countId} n={waiting} mini={mini} />}
    </li>
  );
});

interface MenuGroupProps {
  item: MenuItem & { children: readonly MenuItem[] };
  /** The active item's key when it is one of the group's, else null. */
  activeKey: string | null;
  counts: LiveCounts | null;
  open: boolean;
  mini: boolean;
  onNavigate: () => void;
  /** Opens or closes the group `key` (one stable function for every group). */
  onToggle: (key: string) => void;
}

/**
 * A group of the menu and its items, memoised like `MenuLink`: a navigation re-renders the groups
 * that hold the item that was active and the one that becomes active, not every group's button,
 * icon, text and list.
 */
const MenuGroup = memo(function MenuGroup({
  item,
  activeKey,
  counts,
  open,
  mini,
  onNavigate,
  onToggle,
}: MenuGroupProps) {
  const groupId = `menu-group-${item.key}`;
  return (
    <li style={{ listStyle: 'none' }}>
      <ListItemButton
        aria-expanded={open}
        aria-controls={groupId}
        onClick={() => onToggle(item.key)}
        sx={{ minHeight: 44 }}
      >
        <ListItemIcon sx={{ minWidth: 40 }}>
          {iconOf(item, mini ? countOf(item, counts) : 0)}
        </ListItemIcon>
        <ListItemText primary={item.label} sx={mini ? visuallyHidden : undefined} />
        {!mini && (open ? <ExpandLess /> : <ExpandMore />)}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List id={groupId} disablePadding>
          {item.children.map((child) => (
            <MenuLink
              key={child.key}
              item={child}
              nested
              active={child.key === activeKey}
              waiting={countOf(child, counts)}
              mini={mini}
              onNavigate={onNavigate}
            />
          ))}
        </List>
      </Collapse>
    </li>
  );
});

const MenuTree = memo(function MenuTree({
  items,
  activeKey,
  counts,
  mini,
  onNavigate,
  onExpand,
}: MenuTreeProps) {
  const [closedGroups, setClosedGroups] = useState<Record<string, boolean>>({});
  // One stable handler for every group: in the mini menu a group opens and the menu expands first.
  const latest = useRef({ mini, onExpand });
  useLayoutEffect(() => {
    latest.current = { mini, onExpand };
  });
  const onToggle = useCallback((key: string) => {
    if (latest.current.mini) {
      setClosedGroups((g) => ({ ...g, [key]: false }));
      latest.current.onExpand();
    } else setClosedGroups((g) => ({ ...g, [key]: !g[key] }));
  }, []);

  return (
    <nav aria-label={messages.mainMenu}>
      <List disablePadding>
        {items.map((item) =>
          item.children ? (
            <MenuGroup
              key={item.key}
              item={item as MenuGroupProps['item']}
              activeKey={item.children.some((c) => c.key === activeKey) ? activeKey : null}
              counts={counts}
              open={!mini && !closedGroups[item.key]}
              mini={mini}
              onNavigate={onNavigate}
              onToggle={onToggle}
            />
          ) : (
            <MenuLink
              key={item.key}
              item={item}
              nested={false}
              active={item.key === activeKey}
              waiting={countOf(item, counts)}
              mini={mini}
              onNavigate={onNavigate}
            />
          ),
        )}
      </List>
    </nav>
  );
});

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

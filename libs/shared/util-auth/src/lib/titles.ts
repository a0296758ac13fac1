import { documentTitle, usePageTitleStore } from './page-title';
import { messages } from './messages';
import { paths } from './paths';
import { matchDashboardRoute, menuItems, type DashboardRoute, type MenuItem } from './permissions';

export { APP_TITLE, documentTitle } from './page-title';

/** Screens without a menu item of their own; every other dashboard screen is named by its item. */
const otherScreens: { pattern: DashboardRoute; title: string }[] = [
  { pattern: paths.userDetail, title: messages.titles.userDetail },
  { pattern: paths.buildingDetail, title: messages.titles.buildingDetail },
  { pattern: paths.apartment, title: messages.titles.apartment },
  { pattern: paths.specialCategoryDetail, title: messages.titles.specialCategoryDetail },
];

const leaves = (items: readonly MenuItem[]): MenuItem[] =>
  items.flatMap((item) => (item.children ? leaves(item.children) : item.to ? [item] : []));
const menuLeaves = leaves(menuItems);

/**
 * The screen's name for a dashboard URL: the label of the side menu's item for its path (one
 * whose query the URL carries wins: `?verify=1` is 'Tài khoản chờ duyệt', any other account list
 * 'Tất cả tài khoản'; an item whose query the URL lacks still names its path, as 'Đơn hàng' does
 * for every order filter), else the detail and apartment screens' own names; `null` elsewhere.
 */
export const screenTitle = (pathname: string, search = ''): string | null => {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const current = new URLSearchParams(search);
  let best: { label: string; score: number } | null = null;
  for (const item of menuLeaves) {
    const [itemPath, query = ''] = item.to!.split('?');
    if (itemPath!.toLowerCase() !== path.toLowerCase()) continue;
    const wanted = [...new URLSearchParams(query)];
    const score = wanted.every(([k, v]) => current.get(k) === v) ? wanted.length : -wanted.length;
    if (!best || score > best.score) best = { label: item.label, score };
  }
  if (best) return best.label;
  const route = matchDashboardRoute(path);
  return otherScreens.find((s) => s.pattern === route)?.title ?? null;
};

/**
 * The tab's title for a URL: '<screen> – Trang quản trị', or the page's own name (`usePageTitle`)
 * while it is shown, after the work waiting in the queues when there is any: '(4) Đơn hàng – Trang
 * quản trị'. The console's root route writes it to `document.title`.
 */
export function useDocumentTitle(pathname: string, search: string): string {
  const own = usePageTitleStore((s) => (s.pathname === pathname ? s.title : null));
  const waiting = usePageTitleStore((s) => s.waiting);
  return documentTitle(own ?? screenTitle(pathname, search), waiting);
}

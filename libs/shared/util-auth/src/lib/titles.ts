import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router';
import { create } from 'zustand';
import { messages } from './messages';
import { paths } from './paths';
import { menuItems, type MenuItem } from './permissions';

/** The console's name: the last part of every browser tab's title. */
export const APP_TITLE = messages.appTitle;

/** A tab's title: the screen (or record) first, then the console (WCAG 2.4.2). */
export const documentTitle = (screen: string | null | undefined) =>
  screen ? `${screen} – ${APP_TITLE}` : APP_TITLE;

/** Screens without a menu item of their own; every other dashboard screen is named by its item. */
const otherScreens: { pattern: string; title: string }[] = [
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
  return otherScreens.find((s) => matchPath(s.pattern, path))?.title ?? null;
};

/** The name a page gives itself (a record's name, a public page's heading), per URL path. */
const usePageTitleStore = create<{ pathname: string | null; title: string | null }>(() => ({
  pathname: null,
  title: null,
}));

/**
 * Names the current page in the tab's title instead of its screen's name: a detail page with the
 * record's name once it is loaded, a public page with its heading. `undefined` or `''` keeps the
 * screen's name.
 */
export function usePageTitle(title: string | null | undefined) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!title) return;
    usePageTitleStore.setState({ pathname, title });
    // Set at once too: a page shown by an error boundary has no <DocumentTitle /> above it.
    document.title = documentTitle(title);
    return () => {
      if (usePageTitleStore.getState().title === title)
        usePageTitleStore.setState({ pathname: null, title: null });
    };
  }, [pathname, title]);
}

/**
 * Keeps `document.title` in step with the URL: '<screen> – Trang quản trị', or the page's own
 * name (`usePageTitle`). Mounted once, at the router's root.
 */
export function DocumentTitle() {
  const { pathname, search } = useLocation();
  const own = usePageTitleStore((s) => (s.pathname === pathname ? s.title : null));
  const title = documentTitle(own ?? screenTitle(pathname, search));
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}

import { matchPath } from 'react-router';
import type { Role } from '@app/contract';
import { viewQueryOf } from '@app/contract';
import { matchDashboardRoute, menuFor, type MenuItem } from '@app/util-auth';

/** A built-in view of a list: a side-menu entry that opens the list with a filter. */
export interface PresetView {
  key: string;
  name: string;
  /** The filters, as a view keeps them (`viewQueryOf`). */
  query: string;
}

/**
 * The list a console path belongs to: its route pattern ('/dashboard/Shipper' for
 * '/dashboard/shipper/'), so every spelling of a list's URL finds the same views and columns.
 */
export const listKeyOf = (pathname: string): string =>
  matchDashboardRoute(pathname) ?? (pathname.replace(/\/+$/, '') || '/');

const flatten = (items: readonly MenuItem[]): MenuItem[] =>
  items.flatMap((item) => [item, ...flatten(item.children ?? [])]);

/**
 * The presets of a list: the side-menu entries that `role` sees and that open this list with
 * filters ('Tài khoản chờ duyệt' = `verify=1`, 'Đơn hàng' = the pending orders). Declared once,
 * in the menu; not stored on the server.
 */
export function presetViews(role: Role | null | undefined, listKey: string): PresetView[] {
  const seen = new Set<string>();
  return flatten(menuFor(role)).flatMap((item) => {
    if (!item.to) return [];
    const [path = '', search = ''] = item.to.split('?');
    if (!search || !matchPath(listKey, path)) return [];
    const query = viewQueryOf(search);
    if (seen.has(query)) return [];
    seen.add(query);
    return [{ key: `preset:${item.key}`, name: item.label, query }];
  });
}

import type { Role } from '@app/contract';
import { menuFor, type MenuItem } from '@app/util-auth';

/**
 * The screens the palette goes to: the side menu's items for the role (util-auth's one table of
 * routes and roles), each with its group and its shortcut.
 */
export interface ScreenCommand {
  key: string;
  label: string;
  /** The menu group it sits in ('Quản lý cửa hàng'), if any. */
  section?: string;
  to: string;
  /** The second key after `g` ('o' for `g o`). */
  shortcut?: string;
}

/**
 * `g` then a letter goes to a screen (GitHub's and Gmail's convention): two plain keys, never
 * with Ctrl or Alt (the browser's and the screen readers' own), only outside text fields, menus
 * and dialogs, and switched off in the palette by whoever does not want them (WCAG 2.1.4).
 * Keyed by the menu item's key.
 */
export const screenShortcuts: Readonly<Record<string, string>> = {
  overview: 'h',
  orders: 'o',
  'operator-orders': 'o',
  transactions: 't',
  'all-accounts': 'u',
  'pending-accounts': 'c',
  buildings: 'b',
  'store-list': 's',
  'product-list': 'p',
  notifications: 'n',
  feedback: 'f',
};

/** The screens of `role`'s menu, in the menu's order. */
export function screensFor(role: Role): ScreenCommand[] {
  const flatten = (items: readonly MenuItem[], section?: string): ScreenCommand[] =>
    items.flatMap((item) =>
      item.children
        ? flatten(item.children, item.label)
        : item.to
          ? [
              {
                key: item.key,
                label: item.label,
                section,
                to: item.to,
                shortcut: screenShortcuts[item.key],
              },
            ]
          : [],
    );
  return flatten(menuFor(role));
}

/** Whether the `g` shortcuts are on in this browser (they are, unless switched off). */
const SHORTCUTS_KEY = 'console-shortcuts';
export const shortcutsOn = (): boolean => {
  try {
    return localStorage.getItem(SHORTCUTS_KEY) !== 'off';
  } catch {
    return true;
  }
};
export const setShortcutsOn = (on: boolean): void => {
  try {
    if (on) localStorage.removeItem(SHORTCUTS_KEY);
    else localStorage.setItem(SHORTCUTS_KEY, 'off');
  } catch {
    // A browser that refuses storage keeps them on.
  }
};

/** Where a plain key is the page's own: a text field, a menu, a list box, a dialog. */
export const isOwnKeyTarget = (target: EventTarget | null): boolean => {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  return (
    target.closest(
      'input, textarea, select, [role="menu"], [role="listbox"], [role="dialog"], [role="grid"] [role="gridcell"] input',
    ) !== null
  );
};

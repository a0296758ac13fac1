import { useLayoutEffect } from 'react';

/** The shell painted from the HTML before any script (apps/console/boot-shell.ts, issue 31). */
export const BOOT_SHELL_ID = 'boot-shell';
const BOOT_ATTRIBUTES = ['data-boot-role', 'data-boot-view', 'data-boot-mini'];

/**
 * Takes the HTML's shell away in the commit that first renders the console's routes (the root
 * route renders once the first navigation has its code): a layout effect runs before the browser
 * paints, so the frame that shows React's top bar and menu no longer shows the HTML's, and the
 * other pages (sign-in after a session that ended, 404) never show both.
 */
export function RemoveBootShell() {
  useLayoutEffect(() => {
    document.getElementById(BOOT_SHELL_ID)?.remove();
    for (const name of BOOT_ATTRIBUTES) document.documentElement.removeAttribute(name);
  }, []);
  return null;
}

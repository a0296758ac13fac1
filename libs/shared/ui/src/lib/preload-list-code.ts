import { whenIdle } from './when-idle';

/**
 * Loads and evaluates the list table's code (the MUI X DataGrid, the largest chunk of any screen)
 * when the browser is idle after the signed-in shell has painted, so that the first menu click into
 * a list does not pay for it. Nearly every screen of the console is a list; a user who opens none
 * downloads about 115 KB more, after the shell is on screen. Once per page load.
 */
export function preloadListCode(): void {
  if (started) return;
  started = true;
  const load = () => void import('./data-table').catch(() => (started = false));
  whenIdle(load, { timeout: 3000, fallback: 1000 });
}
let started = false;

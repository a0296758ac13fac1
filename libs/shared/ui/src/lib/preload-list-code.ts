import { whenIdle } from './when-idle';

/**
 * Loads and evaluates the list table's code (the MUI X DataGrid, the largest chunk of any screen)
 * and the list header's saved-views menu (lazy in `ListScreen`, so it is not in the way of the rows)
 * when the browser is idle after the signed-in shell has painted, so that the first menu click into
 * a list does not pay for them. Nearly every screen of the console is a list; a user who opens none
 * downloads about 115 KB more, after the shell is on screen. Once per page load.
 */
export function preloadListCode(): void {
  if (started) return;
  started = true;
  const load = () =>
    void Promise.all([import('./data-table'), import('./list/saved-views-menu')]).catch(
      () => (started = false),
    );
  whenIdle(load, { timeout: 3000, fallback: 1000 });
}
let started = false;

import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { usePhone } from '../phone';
import { whenIdle } from '../when-idle';

const ListWarmupView = lazy(() => import('./list-warmup-view'));

/** The selector of a DataGrid on the page. */
const GRID = '.MuiDataGrid-root';

/**
 * Makes the first list a person opens paint sooner (issue 31, menu → rows): once the browser is
 * idle after the signed-in shell has painted, renders a small list screen of the list kit's own
 * parts once, off screen, hidden and in a closed shadow root (`ListWarmupView`), then takes it away. A list's first mount
 * paid for work that is the same for every list and done once per page load: Emotion turning the
 * DataGrid's, the filter bar's and the fields' styles into CSS rules and inserting them, and V8
 * compiling the grid's code on its first run. Figures: docs/benchmarks.md, "Console
 * interactions", the eleventh session.
 *
 * Not when a list is on the page already (its mount has paid), not on a phone (lists are cards
 * there), and gone for good in the very render that shows another page if the person moves on
 * before it is done. Its grid is in a closed shadow root: no `querySelector` of a script or a test,
 * no Playwright locator and no axe run finds a second grid on the page (a browser test that asked
 * "is there a grid here?" on the dashboard found the warm-up's when it was in the document).
 */
export function ListWarmup() {
  const phone = usePhone();
  const { pathname } = useLocation();
  // The page it warms on (null: not yet idle), or '' when it is not needed.
  const [startedAt, setStartedAt] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const where = useRef(pathname);
  useEffect(() => {
    where.current = pathname;
  }, [pathname]);
  useEffect(
    () =>
      whenIdle(() => setStartedAt(document.querySelector(GRID) ? '' : where.current), {
        timeout: 4000,
        fallback: 1500,
      }),
    [],
  );
  // Left for another page before it was done: not again (it would start on a page's return).
  useEffect(() => {
    if (startedAt && startedAt !== pathname) setDone(true);
  }, [startedAt, pathname]);
  const finish = useCallback(() => setDone(true), []);
  if (done || phone || startedAt !== pathname) return null;
  return (
    <Suspense fallback={null}>
      <ListWarmupView onDone={finish} />
    </Suspense>
  );
}

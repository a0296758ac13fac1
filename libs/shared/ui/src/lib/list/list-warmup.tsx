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
 * parts once, off screen and hidden (`ListWarmupView`), then takes it away. A list's first mount
 * paid for work that is the same for every list and done once per page load: Emotion turning the
 * DataGrid's, the filter bar's and the fields' styles into CSS rules and inserting them, and V8
 * compiling the grid's code on its first run. Figures: docs/benchmarks.md, "Console
 * interactions", the eleventh session.
 *
 * Not when a list is on the page already (its mount has paid), not on a phone (lists are cards
 * there), and gone in the very render that shows another page if the person moves on before it is
 * done: no screen ever has a second grid beside its own.
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
  const finish = useCallback(() => setDone(true), []);
  if (done || phone || startedAt !== pathname) return null;
  return (
    <Suspense fallback={null}>
      <ListWarmupView onDone={finish} />
    </Suspense>
  );
}

import { OPEN_ROW_PARAM } from '@app/data-access-api';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Opens the row named by the URL's `?open=<id>` once the list shows it, as a click on it would
 * (the command palette's way to a shop or a transaction, whose detail is a dialog of its list),
 * then takes `open` out of the URL so that Back or a reload does not open it again.
 */
export function useOpenRow<R>(
  rows: readonly R[],
  idOf: (row: R) => string,
  open: (row: R) => void,
): void {
  const [params, setParams] = useSearchParams();
  const id = params.get(OPEN_ROW_PARAM);
  useEffect(() => {
    if (!id) return;
    const row = rows.find((r) => idOf(r) === id);
    if (!row) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(OPEN_ROW_PARAM);
        return next;
      },
      { replace: true },
    );
    open(row);
    // `idOf` and `open` are the screen's; the row list and the id decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, rows]);
}

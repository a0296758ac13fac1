import Button from '@mui/material/Button';
import { useEffect, useMemo, useRef, useState } from 'react';
import { onLive } from '@app/data-access-api';
import type { LiveEvent, LiveKind } from '@app/contract';
import { uiMessages } from '../messages';
import type { ListTableProps } from './use-list-page';

/** A list filter's value as the URL holds it: one value, several, or none. */
type FilterValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface LiveRowsOptions<R> {
  /** The kind of row the list shows. */
  kind: LiveKind;
  /** The list's page (`useListPage`'s `table`): its rows, and the way back to page 1 for new rows. */
  table: Pick<ListTableProps<R>, 'rows' | 'page' | 'onPageChange'>;
  /** Loads the list again (keeping its rows meanwhile). */
  reload: () => void;
  /**
   * Reads one changed row again and puts it in place (it stays even if it no longer matches the
   * filter: nothing moves under the pointer). Without it, a changed row loads the list again.
   */
  refreshRow?: (id: string, event: LiveEvent) => void;
  /**
   * The list's status filter (one value or several): a new row is announced when its status is one
   * of them; every new row without one.
   */
  status?: FilterValue;
  /** The list's building filter: a new row is announced when it is in that building. */
  building?: string;
  /** The list's query: new rows counted for another filter are forgotten when it changes. */
  resetKey: unknown;
  /** A row's id; its `_id` by default. */
  idOf?: (row: R) => string;
}

/** The 'N mục mới' bar's props: `<NewRowsBar {...live} />`. */
export interface LiveRows {
  /** New rows announced since the list was loaded. */
  count: number;
  /** Loads them (the list's first page again), and forgets the count. */
  onShow: () => void;
}

/** Changes arriving together load the list once. */
const SETTLE_MS = 150;

const byId = (row: unknown) => (row as { _id: string })._id;
const noIds: ReadonlySet<string> = new Set();

/** Whether a new row of `event` may belong to a list filtered on `status` and `building`. */
export function mayMatch(event: LiveEvent, status: FilterValue, building?: string): boolean {
  if (building && !event.buildings.includes(building)) return false;
  if (status === undefined || status === null || status === '') return true;
  const wanted = Array.isArray(status) ? status : [status];
  return wanted.length === 0 || wanted.some((s) => String(s) === event.status);
}

/**
 * How many of the new rows announced (`fresh`) the list does not show: one loaded meanwhile (the
 * screen's own insert, whose list reloaded before its event came; a page turned) is no longer news.
 */
export function unseenCount(fresh: ReadonlySet<string>, shown: readonly string[]): number {
  if (fresh.size === 0) return 0;
  const on = new Set(shown);
  let n = 0;
  for (const id of fresh) if (!on.has(id)) n += 1;
  return n;
}

/**
 * An open list, live (issue 28; docs/decisions/live.md), the one way every list screen does it: a
 * row on screen that changed elsewhere (a status, an amount) is read again and repainted in place
 * (`refreshRow`; else the list loads again), a deleted one loads the list again; a new row of the
 * kind that may match the filters (`status`, `building`; the others cannot be told from an event)
 * is only counted, for a 'N mục mới' bar that loads the first page on demand, so nothing moves under
 * the user's pointer. A statement that changed many rows, and a stream that could not give every
 * missed change, load the list again.
 *
 * @example
 * const live = useLiveRows({ kind: 'order', table, reload: reloadOrders, refreshRow: refreshOrder,
 *   status: filters.pkgStatusNumber, building: filters.buildingId, resetKey: query });
 * <NewRowsBar {...live} />
 */
export function useLiveRows<R>({
  kind,
  table,
  reload,
  refreshRow,
  status,
  building,
  resetKey,
  idOf = byId,
}: LiveRowsOptions<R>): LiveRows {
  // The new rows counted, with the query they were counted for: those of another query count for
  // nothing (no state to reset, so a page or filter change costs no second render of the screen).
  const [fresh, setFresh] = useState<{ key: unknown; ids: ReadonlySet<string> }>(() => ({
    key: resetKey,
    ids: noIds,
  }));
  const { rows, page, onPageChange } = table;
  const latest = useRef({ rows, idOf, reload, refreshRow, status, building, resetKey });
  latest.current = { rows, idOf, reload, refreshRow, status, building, resetKey };

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const reloadSoon = () => {
      timer ??= setTimeout(() => {
        timer = null;
        latest.current.reload();
      }, SETTLE_MS);
    };
    const stop = onLive((message) => {
      if (message.type === 'reset') return reloadSoon();
      if (message.type !== 'change' || message.event.kind !== kind) return;
      const { event } = message;
      const { rows: shown, idOf: id, refreshRow: refresh } = latest.current;
      if (event.op === 'bulk') return reloadSoon();
      if (event.recordId && shown.some((row) => id(row) === event.recordId)) {
        if (event.op === 'update' && refresh) return refresh(event.recordId, event);
        return reloadSoon();
      }
      const { status: wanted, building: where } = latest.current;
      if (event.op === 'insert' && event.recordId && mayMatch(event, wanted, where)) {
        const recordId = event.recordId;
        const key = latest.current.resetKey;
        setFresh((counted) => {
          const ids = counted.key === key ? counted.ids : noIds;
          return ids.has(recordId) ? counted : { key, ids: new Set(ids).add(recordId) };
        });
      }
    });
    return () => {
      stop();
      if (timer) clearTimeout(timer);
    };
  }, [kind]);

  const count = useMemo(
    () => (fresh.key === resetKey ? unseenCount(fresh.ids, rows.map(idOf)) : 0),
    [fresh, resetKey, rows, idOf],
  );

  return {
    count,
    onShow: () => {
      setFresh({ key: resetKey, ids: noIds });
      // Forgets every held page; the new rows are at the top of the first one (newest first).
      latest.current.reload();
      if (page !== 1) onPageChange(1);
    },
  };
}

/** The 'N mục mới' bar over a live list: a button that loads the new rows. */
export function NewRowsBar({ count, onShow }: LiveRows) {
  return (
    <div role="status">
      {count > 0 && (
        <Button variant="outlined" fullWidth onClick={onShow} sx={{ mb: 1 }}>
          {uiMessages.newRows(count)}
        </Button>
      )}
    </div>
  );
}

import Button from '@mui/material/Button';
import { useEffect, useMemo, useRef, useState } from 'react';
import { onLive } from '@app/data-access-api';
import type { LiveEvent, LiveKind } from '@app/contract';
import { uiMessages } from '../messages';
import { whenIdle } from '../when-idle';
import { AHEAD_TIMEOUT_MS, type ListTableProps, type ListView } from './use-list-page';

/** A list filter's value as the URL holds it: one value, several, or none. */
type FilterValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface LiveRowsOptions<R> {
  /** The kind of row the list shows. */
  kind: LiveKind;
  /**
   * The list's page (`useListPage`'s `table`): its rows, the way back to page 1 for new rows, and
   * the next page asked for ahead again after a change.
   */
  table: Pick<ListTableProps<R>, 'rows' | 'page' | 'onPageChange' | 'onNearNextPage'>;
  /**
   * The list's read (`useListPage`'s `list`): the answers it holds for other queries (the next page
   * asked for ahead, a preset's list) are forgotten when a change may have made them stale.
   */
  list: Pick<ListView<unknown>, 'forgetOthers'>;
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
 * missed change, load the list again. Any other change of the kind forgets the list's answers held
 * for other pages (`list.forgetOthers`: the next page asked for ahead may hold the changed row) and
 * asks for the next page again when the browser is idle.
 *
 * @example
 * const live = useLiveRows({ kind: 'order', table, list, reload: reloadOrders, refreshRow: refreshOrder,
 *   status: filters.pkgStatusNumber, building: filters.buildingId, resetKey: query });
 * <NewRowsBar {...live} />
 */
export function useLiveRows<R>({
  kind,
  table,
  list,
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
  const { rows, page, onPageChange, onNearNextPage } = table;
  const { forgetOthers } = list;
  const now = { rows, idOf, reload, refreshRow, status, building, resetKey };
  const latest = useRef({ ...now, forgetOthers, onNearNextPage });
  latest.current = { ...now, forgetOthers, onNearNextPage };

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const reloadSoon = () => {
      timer ??= setTimeout(() => {
        timer = null;
        latest.current.reload();
      }, SETTLE_MS);
    };
    // The pages held but not shown may hold the changed row (the next page asked for ahead, within
    // its 10 s), or now miss or gain one (a status moved it between filtered pages, a new row pushed
    // the others down): forgotten, so a click asks the server. The next page is asked for again at
    // the next idle moment, as after a page change, so that its click stays instant.
    let cancelAhead: (() => void) | null = null;
    const forgetHeldPages = () => {
      latest.current.forgetOthers?.();
      cancelAhead ??= whenIdle(
        () => {
          cancelAhead = null;
          latest.current.onNearNextPage?.();
        },
        { timeout: AHEAD_TIMEOUT_MS },
      );
    };
    const stop = onLive((message) => {
      if (message.type === 'reset') return reloadSoon();
      if (message.type !== 'change' || message.event.kind !== kind) return;
      const { event } = message;
      const { rows: shown, idOf: id, refreshRow: refresh } = latest.current;
      if (event.op === 'bulk') return reloadSoon();
      // A reload forgets every held page; a repaint in place, and a row not shown, only the others.
      if (event.recordId && shown.some((row) => id(row) === event.recordId)) {
        if (!(event.op === 'update' && refresh)) return reloadSoon();
        forgetHeldPages();
        return refresh(event.recordId, event);
      }
      forgetHeldPages();
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
      cancelAhead?.();
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

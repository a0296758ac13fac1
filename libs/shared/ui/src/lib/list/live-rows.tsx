import Button from '@mui/material/Button';
import { useEffect, useRef, useState } from 'react';
import { onLive } from '@app/data-access-api';
import type { LiveEvent, LiveKind } from '@app/contract';
import { uiMessages } from '../messages';

export interface LiveRowsOptions<R> {
  /** The kind of row the list shows. */
  kind: LiveKind;
  rows: readonly R[];
  idOf: (row: R) => string;
  /** Loads the list again (keeping its rows meanwhile). */
  reload: () => void;
  /**
   * Reads one changed row again and puts it in place (it stays even if it no longer matches the
   * filter: nothing moves under the pointer). Without it, a changed row loads the list again.
   */
  refreshRow?: (id: string) => void;
  /** Whether a new row of the kind may belong to the list (its filters); every one by default. */
  matches?: (event: LiveEvent) => boolean;
  /** The list's query: new rows counted for another filter are forgotten when it changes. */
  resetKey: unknown;
}

export interface LiveRows {
  /** New rows announced since the list was loaded. */
  newRows: number;
  /** Loads them (the list again), and forgets the count. */
  showNew: () => void;
}

/** Changes arriving together load the list once. */
const SETTLE_MS = 150;

/**
 * An open list, live (issue 28; docs/decisions/live.md): a row on screen that changed elsewhere
 * (a status, an amount) is read again and repainted in place (`refreshRow`; else the list loads
 * again), a deleted one loads the list again; a new row
 * of the kind that may match the filters is only counted, for a 'N mục mới' bar that loads them on
 * demand, so nothing moves under the user's pointer. A statement that changed many rows, and a
 * stream that could not give every missed change, load the list again.
 */
export function useLiveRows<R>({
  kind,
  rows,
  idOf,
  reload,
  refreshRow,
  matches,
  resetKey,
}: LiveRowsOptions<R>): LiveRows {
  const [fresh, setFresh] = useState<ReadonlySet<string>>(() => new Set());
  const latest = useRef({ rows, idOf, reload, refreshRow, matches });
  latest.current = { rows, idOf, reload, refreshRow, matches };

  useEffect(() => setFresh(new Set()), [resetKey]);

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
      const { rows: shown, idOf: id, matches: match, refreshRow: refresh } = latest.current;
      if (event.op === 'bulk') return reloadSoon();
      if (event.recordId && shown.some((row) => id(row) === event.recordId)) {
        if (event.op === 'update' && refresh) return refresh(event.recordId);
        return reloadSoon();
      }
      if (event.op === 'insert' && event.recordId && (match?.(event) ?? true)) {
        const recordId = event.recordId;
        setFresh((ids) => (ids.has(recordId) ? ids : new Set(ids).add(recordId)));
      }
    });
    return () => {
      stop();
      if (timer) clearTimeout(timer);
    };
  }, [kind]);

  return {
    newRows: fresh.size,
    showNew: () => {
      setFresh(new Set());
      latest.current.reload();
    },
  };
}

/** The 'N mục mới' bar over a live list: a button that loads the new rows. */
export function NewRowsBar({ count, onShow }: { count: number; onShow: () => void }) {
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

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { onLive } from '@app/data-access-api';
import type { LiveEvent, LiveKind } from '@app/contract';
import { uiMessages } from './messages';

export interface LiveRecordShown {
  /** The status the screen shows of the record (what a decision on it is based on). */
  status: string | number | null | undefined;
  /** A change of the record by this screen is in flight: its own echo is no news. */
  busy?: boolean;
}

/**
 * Whether the record a detail or dialog shows changed elsewhere since (issue 28;
 * docs/decisions/live.md, "A record changed elsewhere"): the last live change of the record is a
 * deletion, or a status other than the one shown. The screen's own change is no news: its echo comes
 * while `busy` or once the answer shows the same status; a 'Tải lại' that shows the new status ends
 * it too. A decision taken anyway still goes to the server, which refuses a stale one (409).
 *
 * @example
 * const stale = useLiveRecord('order', order._id, { status: order.status, busy });
 * <LiveRecordNotice stale={stale} message={m.changedElsewhere} onReload={reload} />
 */
export function useLiveRecord(
  kind: LiveKind,
  id: string | undefined,
  { status, busy = false }: LiveRecordShown,
): boolean {
  const [last, setLast] = useState<(Pick<LiveEvent, 'op' | 'status'> & { id: string }) | null>(
    null,
  );
  useEffect(() => {
    if (!id) return;
    return onLive((message) => {
      if (message.type !== 'change') return;
      const { event } = message;
      if (event.kind !== kind || event.recordId !== id || event.op === 'insert') return;
      setLast({ id, op: event.op, status: event.status });
    });
  }, [kind, id]);
  if (!last || last.id !== id || busy) return false;
  return last.op === 'delete' || (last.status !== null && last.status !== String(status));
}

/** The warning of a record changed elsewhere, with 'Tải lại' (nothing while it is not). */
export function LiveRecordNotice({
  stale,
  message,
  onReload,
}: {
  stale: boolean;
  message: string;
  onReload: () => void | Promise<unknown>;
}) {
  const [loading, setLoading] = useState(false);
  if (!stale) return null;
  const reload = async () => {
    setLoading(true);
    try {
      await onReload();
    } finally {
      setLoading(false);
    }
  };
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" loading={loading} onClick={() => void reload()}>
          {uiMessages.reload}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}

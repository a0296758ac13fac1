import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { EmptyState } from '../empty-state';
import { uiMessages } from '../messages';
import type { ListFailure } from './use-list-page';

export interface TableEmptyProps {
  /** Text of the empty state; 'Không có dữ liệu' by default. */
  emptyMessage?: ReactNode;
  /** The load failed: 'Không tải được dữ liệu', the server's message and 'Thử lại'. */
  failure?: ListFailure;
}

/** What a list without rows shows, as a table or as cards: empty, or failed with 'Thử lại'. */
export function TableEmpty({ emptyMessage, failure }: TableEmptyProps) {
  return failure ? (
    <EmptyState
      failed
      message={
        <Typography variant="body2" component="div" sx={{ textAlign: 'center' }}>
          <strong>{uiMessages.loadFailed}</strong>
          <br />
          {failure.message}
        </Typography>
      }
      action={
        <Button size="small" variant="outlined" onClick={failure.onRetry}>
          {uiMessages.retry}
        </Button>
      }
    />
  ) : (
    <EmptyState message={emptyMessage} />
  );
}

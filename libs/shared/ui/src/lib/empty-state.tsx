import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import { uiMessages } from './messages';

export interface EmptyStateProps {
  /** A failed load rather than an empty answer: an error icon, and the message as an alert. */
  failed?: boolean;
  /** Defaults to 'Không có dữ liệu'. */
  message?: ReactNode;
  /** An optional action under the message (a button to create the first record). */
  action?: ReactNode;
}

/** What a list or a panel shows when it has nothing to show. */
export function EmptyState({ message = uiMessages.empty, action, failed }: EmptyStateProps) {
  const Icon = failed ? ErrorOutline : InboxOutlined;
  return (
    <Box
      role={failed ? 'alert' : 'status'}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        py: 4,
        height: '100%',
        color: failed ? 'error.main' : 'text.secondary',
      }}
    >
      <Icon sx={{ fontSize: 48, opacity: 0.5 }} aria-hidden />
      {typeof message === 'string' ? <Typography variant="body2">{message}</Typography> : message}
      {action}
    </Box>
  );
}

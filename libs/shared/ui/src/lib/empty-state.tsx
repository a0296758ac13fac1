import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import { uiMessages } from './messages';

export interface EmptyStateProps {
  /** Defaults to 'Không có dữ liệu'. */
  message?: ReactNode;
  /** An optional action under the message (a button to create the first record). */
  action?: ReactNode;
}

/** What a list or a panel shows when it has nothing to show. */
export function EmptyState({ message = uiMessages.empty, action }: EmptyStateProps) {
  return (
    <Box
      role="status"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        py: 4,
        height: '100%',
        color: 'text.secondary',
      }}
    >
      <InboxOutlined sx={{ fontSize: 48, opacity: 0.5 }} aria-hidden />
      <Typography variant="body2">{message}</Typography>
      {action}
    </Box>
  );
}

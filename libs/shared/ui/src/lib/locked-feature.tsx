import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { uiMessages } from './messages';

export interface LockedFeatureProps {
  /** Defaults to 'Chức năng bị khóa'. */
  title?: ReactNode;
  /** Defaults to 'Thiết lập là không khả dụng đối với vai trò này!'. */
  message?: ReactNode;
}

/** A banner in place of a card or a setting that the user's role may not use. */
export function LockedFeature({
  title = uiMessages.lockedTitle,
  message = uiMessages.lockedMessage,
}: LockedFeatureProps) {
  return (
    <Alert severity="warning" variant="outlined" icon={<LockOutlined fontSize="inherit" />}>
      <AlertTitle>{title}</AlertTitle>
      {message}
    </Alert>
  );
}

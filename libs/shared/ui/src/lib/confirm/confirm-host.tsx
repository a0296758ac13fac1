import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { confirmDefaults, useConfirmStore } from './confirm-store';
import { uiMessages } from '../messages';

/** Shows the dialogs that `confirm()` asks for, one at a time. Mounted once by `UiProvider`. */
export function ConfirmHost() {
  const request = useConfirmStore((s) => s.queue[0]);
  const answer = useConfirmStore((s) => s.answer);
  if (!request) return null;
  const { options } = request;
  const titleId = `confirm-title-${request.id}`;
  const messageId = `confirm-message-${request.id}`;
  return (
    <Dialog
      key={request.id}
      open
      onClose={() => answer(request.id, false)}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
      aria-describedby={messageId}
    >
      <DialogTitle id={titleId}>{options.title ?? uiMessages.confirmTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>
          {options.message ?? confirmDefaults.message}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => answer(request.id, false)}>
          {options.cancelText ?? confirmDefaults.cancelText}
        </Button>
        <Button
          variant="contained"
          color={options.confirmColor ?? 'primary'}
          onClick={() => answer(request.id, true)}
          autoFocus
        >
          {options.confirmText ?? confirmDefaults.confirmText}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

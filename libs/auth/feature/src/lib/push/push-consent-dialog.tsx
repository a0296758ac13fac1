import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { messages } from '../messages';
import type { PushConsent } from './use-push-consent';

/** 'Bạn có đồng ý nhận thông báo từ trình duyệt này không?' with Đồng ý / Không. */
export function PushConsentDialog({ open, busy, accept, decline }: PushConsent) {
  return (
    <Dialog
      open={open}
      aria-labelledby="push-consent-title"
      aria-describedby="push-consent-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="push-consent-title">{messages.push.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="push-consent-text">{messages.push.question}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={decline} disabled={busy}>
          {messages.push.decline}
        </Button>
        <Button onClick={() => void accept()} variant="contained" disabled={busy}>
          {busy ? messages.push.saving : messages.push.accept}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { useToastStore, toastDurations, type ToastItem } from './toast-store';
import { uiMessages } from '../messages';

function ToastView({ toast }: { toast: ToastItem }) {
  const close = useToastStore((s) => s.close);
  const remove = useToastStore((s) => s.remove);
  const onClose = (_event: unknown, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') return;
    close(toast.id);
  };
  return (
    <Snackbar
      open={toast.open}
      autoHideDuration={toast.duration ?? toastDurations[toast.severity]}
      onClose={onClose}
      slotProps={{ transition: { onExited: () => remove(toast.id) } }}
      sx={{ position: 'static', transform: 'none', inset: 'auto' }}
    >
      <Alert
        severity={toast.severity}
        variant="filled"
        onClose={toast.action ? undefined : () => close(toast.id)}
        action={
          toast.action && (
            <Button
              color="inherit"
              size="small"
              sx={{ fontWeight: 700 }}
              onClick={() => {
                close(toast.id);
                toast.action?.run();
              }}
            >
              {toast.action.label}
            </Button>
          )
        }
        slotProps={{
          closeButton: { title: uiMessages.closeToast, 'aria-label': uiMessages.closeToast },
        }}
        sx={{ width: { xs: '100%', sm: 360 }, boxShadow: 3 }}
      >
        {toast.title && <AlertTitle>{toast.title}</AlertTitle>}
        {toast.message}
      </Alert>
    </Snackbar>
  );
}

/** Shows the toasts of `toast.*`, stacked at the top right. Mounted once by `UiProvider`. */
export function ToastHost() {
  const toasts = useToastStore((s) => s.toasts);
  if (toasts.length === 0) return null;
  return (
    <Box
      sx={{
        position: 'fixed',
        top: 16,
        right: 16,
        left: { xs: 16, sm: 'auto' },
        zIndex: (theme) => theme.zIndex.snackbar,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      {toasts.map((t) => (
        <ToastView key={t.id} toast={t} />
      ))}
    </Box>
  );
}

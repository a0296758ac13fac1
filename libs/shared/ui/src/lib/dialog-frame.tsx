import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import { modalPaper } from './modal-widths';

export interface DialogFrameProps {
  open: boolean;
  /** Called with no argument by the dismiss button, Escape and a click outside. */
  onClose: () => void;
  /** The heading; it also names the dialog. */
  title: ReactNode;
  /** One of the spec's two modal widths (`modalPaper`). */
  width: keyof typeof modalPaper;
  /** The first action, which closes the dialog: 'Đóng' or 'Hủy'. */
  dismissLabel: string;
  /** The actions after the dismiss button (save, approve...). */
  actions?: ReactNode;
  /** Lines above and below the content (for long records). */
  dividers?: boolean;
  children: ReactNode;
}

/**
 * The frame of the console's modal dialogs: a titled dialog of one of the two modal widths, its
 * content, and the actions led by the dismiss button.
 *
 * @example
 * <DialogFrame open={open} onClose={onClose} title="Đơn hàng #1" width="wide" dismissLabel="Đóng">
 *   ...
 * </DialogFrame>
 */
export function DialogFrame({
  open,
  onClose,
  title,
  width,
  dismissLabel,
  actions,
  dividers,
  children,
}: DialogFrameProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={() => onClose()}
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: modalPaper[width] } }}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers={dividers}>{children}</DialogContent>
      <DialogActions>
        <Button onClick={() => onClose()}>{dismissLabel}</Button>
        {actions}
      </DialogActions>
    </Dialog>
  );
}

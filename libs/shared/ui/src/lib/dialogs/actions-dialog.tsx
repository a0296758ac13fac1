import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import type { ReactNode } from 'react';
import { DialogFrame } from './form-dialog';
import type { modalPaper } from '../modal-widths';

export interface ActionsDialogProps {
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
 * A dialog that is not a form: the console's dialog frame ({@link DialogFrame}) with its content and the
 * actions led by the dismiss button (a record's view, an image editor, a product picker).
 *
 * @example
 * <ActionsDialog open={open} onClose={onClose} title="Đơn hàng #1" width="wide" dismissLabel="Đóng">
 *   ...
 * </ActionsDialog>
 */
export function ActionsDialog({
  open,
  onClose,
  title,
  width,
  dismissLabel,
  actions,
  dividers,
  children,
}: ActionsDialogProps) {
  return (
    <DialogFrame open={open} onCancel={onClose} title={title} width={width}>
      <DialogContent dividers={dividers}>{children}</DialogContent>
      <DialogActions>
        <Button onClick={() => onClose()}>{dismissLabel}</Button>
        {actions}
      </DialogActions>
    </DialogFrame>
  );
}

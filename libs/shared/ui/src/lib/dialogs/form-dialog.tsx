import Button, { type ButtonProps } from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type FormEventHandler, type ReactNode } from 'react';
import { uiMessages } from '../messages';
import { modalPaper } from '../modal-widths';
import { usePhone } from '../phone';

export interface DialogFrameProps {
  open: boolean;
  title: ReactNode;
  /** Closes without saving: Escape, a click outside and 'Hủy' (once `canClose` agrees). */
  onCancel: () => void;
  /**
   * The closing guard: asked before `onCancel`, e.g. `guard.confirmDiscard` of
   * `useUnsavedChangesGuard(isDirty)` ('Bạn có thay đổi chưa lưu. Rời trang?').
   */
  canClose?: () => boolean | Promise<boolean>;
  /** One of the spec's two modal widths (`modalPaper`): `form` (800 px) by default. */
  width?: keyof typeof modalPaper;
  /** What goes below the title: a `DialogContent`, or a form holding one. */
  children: ReactNode;
}

/**
 * The frame every form dialog shares: a full-width MUI dialog of the spec's width (the whole screen
 * on a phone), its title (the
 * dialog's accessible name) and a guarded close. For a form whose own component brings its buttons
 * (the building form); other form dialogs use {@link FormDialog}.
 */
export function DialogFrame({
  open,
  title,
  onCancel,
  canClose,
  width = 'form',
  children,
}: DialogFrameProps) {
  const titleId = useId();
  // A phone's dialog takes the whole screen (docs/decisions/accessibility.md, "Phones").
  const fullScreen = usePhone();
  const cancel = async () => {
    if (!canClose || (await canClose())) onCancel();
  };
  return (
    <Dialog
      open={open}
      onClose={() => void cancel()}
      fullScreen={fullScreen}
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: modalPaper[width] } }}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {children}
    </Dialog>
  );
}

export interface FormDialogProps extends Omit<DialogFrameProps, 'children'> {
  /** The form's submit: react-hook-form's `handleSubmit(save)`. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The save is on its way: the submit button spins. */
  submitting: boolean;
  /** The submit button's text: 'Lưu' by default. */
  submitText?: string;
  /** The cancel button's text: 'Hủy' by default. */
  cancelText?: string;
  submitColor?: ButtonProps['color'];
  /** E.g. while an image uploads. */
  submitDisabled?: boolean;
  /** The fields. */
  children: ReactNode;
}

/**
 * A form in a dialog: the title, the fields, and the 'Hủy' / 'Lưu' actions with the submitting
 * state; Escape, a click outside and 'Hủy' go through the closing guard.
 *
 * @example
 * const guard = useUnsavedChangesGuard(isDirty);
 * <FormDialog open={open} title="Sửa cửa hàng" onCancel={() => onClose()} canClose={guard.confirmDiscard}
 *   onSubmit={handleSubmit(save)} submitting={isSubmitting}>
 *   <TextField {...register('name')} />
 * </FormDialog>
 */
export function FormDialog({
  onSubmit,
  submitting,
  submitText = uiMessages.save,
  cancelText = uiMessages.cancel,
  submitColor,
  submitDisabled,
  children,
  ...frame
}: FormDialogProps) {
  const cancel = async () => {
    if (!frame.canClose || (await frame.canClose())) frame.onCancel();
  };
  return (
    <DialogFrame {...frame}>
      <form noValidate onSubmit={onSubmit}>
        <DialogContent>{children}</DialogContent>
        <DialogActions>
          <Button onClick={() => void cancel()}>{cancelText}</Button>
          <Button
            type="submit"
            variant="contained"
            color={submitColor}
            loading={submitting}
            disabled={submitDisabled}
          >
            {submitText}
          </Button>
        </DialogActions>
      </form>
    </DialogFrame>
  );
}

/**
 * The server's refusal of a form as a whole (a 409, a rule no field owns), announced as an alert
 * where the dialog puts it; nothing while there is none.
 */
export function FormRefusal({ message, sx }: { message?: string | null; sx?: SxProps<Theme> }) {
  if (!message) return null;
  return (
    <FormHelperText error role="alert" sx={sx}>
      {message}
    </FormHelperText>
  );
}

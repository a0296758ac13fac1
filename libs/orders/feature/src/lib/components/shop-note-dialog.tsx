import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { shopNoteFormSchema, type UpdateShopNoteInput } from '@app/orders-contract';
import { modalPaper, type DialogProps } from '@app/ui';
import { messages } from '../messages';
import type { DialogOutcome } from './dialog-outcome';

export interface ShopNotePayload {
  title: string;
  initialNote?: string;
  /** Saves the note: the dialog closes, stays, or shows the server's message on the field. */
  submit: (shopNote: string) => Promise<DialogOutcome>;
}

/**
 * The shop-note form (cancellation and the Note action): a required note, 'Nhập ghi chú...'.
 * Opened with `dialogs.open(ShopNoteDialog, payload)`, which resolves to the saved note.
 */
export function ShopNoteDialog({
  open,
  payload: { title, initialNote = '', submit: save },
  onClose,
}: DialogProps<ShopNotePayload, string>) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<UpdateShopNoteInput>({
    resolver: zodResolver(shopNoteFormSchema),
    values: { shopNote: initialNote },
  });

  const submit = handleSubmit(async ({ shopNote }) => {
    const outcome = await save(shopNote);
    if (outcome === 'close') onClose(shopNote);
    else if (outcome !== 'stay') setError('shopNote', { message: outcome.fieldError });
  });

  return (
    <Dialog
      open={open}
      onClose={() => onClose()}
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: modalPaper.form } }}
      aria-labelledby="shop-note-dialog-title"
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id="shop-note-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <TextField
            {...register('shopNote')}
            label={messages.shopNoteDialog.label}
            placeholder={messages.shopNoteDialog.placeholder}
            multiline
            minRows={3}
            fullWidth
            autoFocus
            required
            margin="dense"
            error={Boolean(errors.shopNote)}
            helperText={errors.shopNote?.message}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose()}>{messages.cancel}</Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            {messages.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { rejectFormSchema, type RejectTransactionInput } from '@app/transactions-contract';
import { modalPaper, type DialogProps } from '@app/ui';
import { messages } from '../messages';

/** What a form dialog does once its change is answered: close, stay open, or show a message on its field. */
export type DialogOutcome = 'close' | 'stay' | { fieldError: string };

export interface RejectPayload {
  submit: (notes: string) => Promise<DialogOutcome>;
}

const m = messages.rejectDialog;

/** The reject form: a required reason, 'Vui lòng nhập lý do từ chối!' (spec section 5). */
export function RejectDialog({
  open,
  payload: { submit: save },
  onClose,
}: DialogProps<RejectPayload, string>) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RejectTransactionInput>({
    resolver: zodResolver(rejectFormSchema),
    defaultValues: { notes: '' },
  });

  const submit = handleSubmit(async ({ notes }) => {
    const outcome = await save(notes);
    if (outcome === 'close') onClose(notes);
    else if (outcome !== 'stay') setError('notes', { message: outcome.fieldError });
  });

  return (
    <Dialog
      open={open}
      onClose={() => onClose()}
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: modalPaper.form } }}
      aria-labelledby="reject-dialog-title"
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id="reject-dialog-title">{m.title}</DialogTitle>
        <DialogContent>
          <TextField
            {...register('notes')}
            label={m.label}
            placeholder={m.placeholder}
            multiline
            minRows={3}
            fullWidth
            autoFocus
            required
            margin="dense"
            error={Boolean(errors.notes)}
            helperText={errors.notes?.message}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose()}>{m.cancel}</Button>
          <Button type="submit" variant="contained" color="error" loading={isSubmitting}>
            {m.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

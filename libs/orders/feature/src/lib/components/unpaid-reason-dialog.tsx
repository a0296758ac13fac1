import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  unpaidReasonFormSchema,
  unpaidReasonLabels,
  unpaidReasonValues,
  type UnpaidReason,
} from '@app/orders-contract';
import { modalPaper, type DialogProps } from '@app/ui';
import { messages } from '../messages';
import type { DialogOutcome } from './dialog-outcome';

type UnpaidReasonForm = z.input<typeof unpaidReasonFormSchema>;

export interface UnpaidReasonPayload {
  initialReason?: UnpaidReason | null;
  /** Saves the reason: the dialog closes, stays, or shows the server's message on the field. */
  submit: (reason: UnpaidReason) => Promise<DialogOutcome>;
}

/**
 * The unpaid-reason form (success and 'Sửa lý do'): a required reason, 'Vui lòng chọn lý do chưa
 * thanh toán!'. Opened with `dialogs.open(UnpaidReasonDialog, payload)`, which resolves to the reason.
 */
export function UnpaidReasonDialog({
  open,
  payload: { initialReason = null, submit: save },
  onClose,
}: DialogProps<UnpaidReasonPayload, UnpaidReason>) {
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<UnpaidReasonForm, unknown, z.output<typeof unpaidReasonFormSchema>>({
    resolver: zodResolver(unpaidReasonFormSchema),
    values: { unpaidReason: initialReason as number },
  });

  const submit = handleSubmit(async ({ unpaidReason }) => {
    const outcome = await save(unpaidReason);
    if (outcome === 'close') onClose(unpaidReason);
    else if (outcome !== 'stay') setError('unpaidReason', { message: outcome.fieldError });
  });

  return (
    <Dialog
      open={open}
      onClose={() => onClose()}
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: modalPaper.form } }}
      aria-labelledby="unpaid-reason-dialog-title"
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id="unpaid-reason-dialog-title">
          {messages.unpaidReasonDialog.title}
        </DialogTitle>
        <DialogContent>
          <Controller
            control={control}
            name="unpaidReason"
            render={({ field, fieldState }) => (
              <TextField
                select
                fullWidth
                required
                margin="dense"
                label={messages.unpaidReasonDialog.label}
                value={field.value === null || field.value === undefined ? '' : String(field.value)}
                onChange={(event) => field.onChange(Number(event.target.value))}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              >
                {unpaidReasonValues.map((reason) => (
                  <MenuItem key={reason} value={String(reason)}>
                    {unpaidReasonLabels[reason]}
                  </MenuItem>
                ))}
              </TextField>
            )}
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

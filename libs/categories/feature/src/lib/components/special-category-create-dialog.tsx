import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { specialCategoriesMessages } from '@app/categories-contract';
import { modalPaper, type DialogProps } from '@app/ui';
import { messages } from '../messages';

const formSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: specialCategoriesMessages.nameRequired })
    .max(100, { error: specialCategoriesMessages.nameTooLong }),
  active: z.boolean(),
  buyNow: z.boolean(),
});
export type SpecialCategoryForm = z.infer<typeof formSchema>;

export interface SpecialCategoryCreatePayload {
  /** `null` closes the dialog; a message is shown under the name. */
  submit: (input: SpecialCategoryForm) => Promise<string | null>;
}

/** The add-category modal: name (required), active (on) and buy now (off). */
export function SpecialCategoryCreateDialog({
  open,
  payload: { submit: save },
  onClose,
}: DialogProps<SpecialCategoryCreatePayload, string>) {
  const m = messages.special;
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SpecialCategoryForm>({
    resolver: zodResolver(formSchema),
    defaultValues: { name: '', active: true, buyNow: false },
  });
  const submit = handleSubmit(async (input) => {
    const refusal = await save(input);
    if (refusal === null) onClose(input.name);
    else setError('name', { message: refusal });
  });
  return (
    <Dialog
      open={open}
      onClose={() => onClose()}
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: modalPaper.form } }}
      aria-labelledby="special-create-title"
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id="special-create-title">{m.createTitle}</DialogTitle>
        <DialogContent>
          <TextField
            {...register('name')}
            label={m.name}
            fullWidth
            autoFocus
            required
            margin="dense"
            error={Boolean(errors.name)}
            helperText={errors.name?.message}
          />
          {(['active', 'buyNow'] as const).map((field) => (
            <Controller
              key={field}
              control={control}
              name={field}
              render={({ field: f }) => (
                <FormControlLabel
                  control={
                    <Switch checked={f.value} onChange={(e) => f.onChange(e.target.checked)} />
                  }
                  label={field === 'active' ? m.activeLabel : m.buyNow}
                />
              )}
            />
          ))}
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

import { zodResolver } from '@hookform/resolvers/zod';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { createSavedViewInputSchema } from '@app/contract';
import type { DialogProps } from '../dialogs/dialogs';
import { FormDialog } from '../dialogs/form-dialog';
import { formDialogProps } from '../dialogs/use-form-dialog';
import { savedViewsUiMessages as m } from './saved-views-messages';

const saveFormSchema = z.object({
  name: createSavedViewInputSchema.shape.name,
  shared: z.boolean(),
});
type SaveForm = z.input<typeof saveFormSchema>;
export type SaveViewValues = z.output<typeof saveFormSchema>;

export interface SaveViewPayload {
  /** Saves the view: `null` once saved, or the refusal to show under the name. */
  submit: (values: SaveViewValues) => Promise<string | null>;
}

/** 'Lưu chế độ xem': the view's name and 'Chia sẻ với vai trò'. */
export function SaveViewDialog({ open, payload, onClose }: DialogProps<SaveViewPayload, true>) {
  const form = useForm<SaveForm, unknown, SaveViewValues>({
    resolver: zodResolver(saveFormSchema),
    defaultValues: { name: '', shared: false },
  });
  const dialog = formDialogProps({ open, onClose }, form, async (values, close) => {
    const refusal = await payload.submit(values);
    if (refusal === null) close(true);
    else form.setError('name', { type: 'server', message: refusal });
  });
  return (
    <FormDialog {...dialog} title={m.saveTitle}>
      <Typography variant="body2" color="text.secondary">
        {m.savedHint}
      </Typography>
      <Controller
        control={form.control}
        name="name"
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            inputRef={field.ref}
            label={m.nameLabel}
            required
            fullWidth
            autoFocus
            margin="dense"
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
        )}
      />
      <Controller
        control={form.control}
        name="shared"
        render={({ field }) => (
          <FormControlLabel
            label={m.shareLabel}
            control={
              <Checkbox
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                slotProps={{ input: { ref: field.ref } }}
              />
            }
          />
        )}
      />
      <Typography variant="caption" color="text.secondary" component="p">
        {m.shareHint}
      </Typography>
    </FormDialog>
  );
}

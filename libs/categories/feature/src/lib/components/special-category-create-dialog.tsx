import { zodResolver } from '@hookform/resolvers/zod';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { createSpecialCategoryInputSchema } from '@app/categories-contract';
import { FormDialog, formDialogProps, type DialogProps } from '@app/ui';
import { messages } from '../messages';
import { CategoryNameField } from './category-name-field';

// Not a one-field prompt: the name comes with the two switches of the spec's add modal.
const formSchema = createSpecialCategoryInputSchema.pick({
  name: true,
  active: true,
  buyNow: true,
});
export type SpecialCategoryForm = z.output<typeof formSchema>;

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
  const form = useForm<z.input<typeof formSchema>, unknown, SpecialCategoryForm>({
    resolver: zodResolver(formSchema),
    defaultValues: { name: '', active: true, buyNow: false },
  });
  const dialog = formDialogProps({ open, onClose }, form, async (input, close) => {
    const refusal = await save(input);
    if (refusal === null) close(input.name);
    else form.setError('name', { message: refusal });
  });
  return (
    <FormDialog {...dialog} title={m.createTitle}>
      <CategoryNameField control={form.control} />
      {(['active', 'buyNow'] as const).map((field) => (
        <Controller
          key={field}
          control={form.control}
          name={field}
          render={({ field: f }) => (
            <FormControlLabel
              control={
                <Switch checked={Boolean(f.value)} onChange={(e) => f.onChange(e.target.checked)} />
              }
              label={field === 'active' ? m.activeLabel : m.buyNow}
            />
          )}
        />
      ))}
    </FormDialog>
  );
}

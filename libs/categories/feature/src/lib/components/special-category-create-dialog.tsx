import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { createSpecialCategoryInputSchema } from '@app/categories-contract';
import { FormDialog, formDialogProps, FormToggleField, type DialogProps } from '@app/ui';
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
      <FormToggleField control={form.control} name="active" label={m.activeLabel} />
      <FormToggleField control={form.control} name="buyNow" label={m.buyNow} />
    </FormDialog>
  );
}

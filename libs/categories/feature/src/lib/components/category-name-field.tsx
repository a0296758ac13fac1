import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField } from '@app/ui';
import { messages } from '../messages';

/**
 * The 'Tên danh mục' field that opens the create and edit dialogs of both kinds of category
 * (product and special): required, focused first; the refusal of a save shows under it.
 */
export function CategoryNameField<T extends FieldValues & { name: string }, O extends FieldValues>({
  control,
}: {
  control: Control<T, unknown, O>;
}) {
  return (
    <FormTextField
      control={control}
      name={'name' as FieldPath<T>}
      label={messages.categoryDialog.name}
      fullWidth
      autoFocus
      required
      margin="dense"
    />
  );
}

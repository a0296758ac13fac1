import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useUnsavedChangesGuard, type UnsavedChangesGuard } from '../unsaved-changes';
import type { DialogProps } from './dialogs';
import type { FormDialogProps } from './form-dialog';

type DialogForm<TIn extends FieldValues, TOut> = Pick<
  UseFormReturn<TIn, unknown, TOut>,
  'handleSubmit' | 'formState'
>;

export type FormDialogWiring = Pick<
  FormDialogProps,
  'open' | 'onCancel' | 'canClose' | 'onSubmit' | 'submitting'
>;

/**
 * The wiring of a form in a {@link FormDialog}: 'Hủy', Escape and a click outside close it (through
 * `guard` when there is one), the submit runs `save` with the form's valid values and shows it
 * spinning; `save` closes the dialog with `close(result)` once saved, or shows the refusal (under a
 * field, above the form) and leaves it open. Spread the result into the `FormDialog`; a form whose
 * unsaved changes are guarded takes {@link useGuardedFormDialog}.
 *
 * @example
 * const form = useForm<ShopForm, unknown, UpdateShopInput>({ resolver: zodResolver(schema) });
 * const dialog = formDialogProps({ open, onClose }, form, async (input, close) => {
 *   const refusal = await payload.submit(input);
 *   if (refusal === null) close(true);
 *   else form.setError('name', { message: refusal });
 * });
 * <FormDialog {...dialog} title="Sửa cửa hàng">…</FormDialog>
 */
export function formDialogProps<TIn extends FieldValues, TOut, R>(
  { open, onClose }: Pick<DialogProps<unknown, R>, 'open' | 'onClose'>,
  { handleSubmit, formState }: DialogForm<TIn, TOut>,
  save: (values: TOut, close: (result: R) => void) => Promise<void>,
  guard?: UnsavedChangesGuard,
): FormDialogWiring {
  return {
    open,
    onCancel: () => onClose(),
    canClose: guard?.confirmDiscard,
    onSubmit: handleSubmit((values) =>
      save(values, (result) => {
        guard?.release();
        onClose(result);
      }),
    ),
    submitting: formState.isSubmitting,
  };
}

/**
 * {@link formDialogProps} with the form's unsaved changes guarded: closing the dialog or leaving
 * the page asks first ('Bạn có thay đổi chưa lưu. Rời trang?'); a save lets it close.
 */
export function useGuardedFormDialog<TIn extends FieldValues, TOut, R>(
  dialog: Pick<DialogProps<unknown, R>, 'open' | 'onClose'>,
  form: DialogForm<TIn, TOut>,
  save: (values: TOut, close: (result: R) => void) => Promise<void>,
): FormDialogWiring {
  const guard = useUnsavedChangesGuard(form.formState.isDirty);
  return formDialogProps(dialog, form, save, guard);
}

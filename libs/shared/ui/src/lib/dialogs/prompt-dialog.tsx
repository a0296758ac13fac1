import { zodResolver } from '@hookform/resolvers/zod';
import type { ButtonProps } from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMemo, type ReactElement, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import type { ApiError } from '@app/data-access-api';
import { serverFieldErrors } from '../forms/server-errors';
import type { DialogProps } from './dialogs';
import { FormDialog } from './form-dialog';
import { formDialogProps } from './use-form-dialog';

/**
 * What a form dialog's save answers: close it, keep it open (a toast said why), or show the refusal
 * of its input in the form: the server's 400 (`ApiError`, whose `errors[]` name the fields) or a
 * message.
 */
export type DialogOutcome = 'close' | 'stay' | { refused: ApiError | string };

/** The message a one-field form shows for a refusal: what `errors[]` says of the input, else the message. */
const refusalMessage = (refused: ApiError | string) =>
  typeof refused === 'string'
    ? refused
    : (serverFieldErrors(refused)[0]?.message ?? refused.message);

export interface PromptPayload<T = string> {
  title: ReactNode;
  label: string;
  /**
   * The field's schema from the domain's contract (e.g. `shopNoteFormSchema.shape.shopNote`): its
   * messages show under the field, and the dialog resolves to its output (a trimmed note).
   */
  schema: z.ZodType<T>;
  initial?: T | null;
  placeholder?: string;
  /** A note or a reason: three lines. */
  multiline?: boolean;
  /** The asterisk on the label (the schema decides what is refused): on by default. */
  required?: boolean;
  maxLength?: number;
  /** A select of these choices instead of a text field. */
  choices?: readonly { value: T; label: string }[];
  /** Shown above the field (the reason of the current ban). */
  intro?: ReactNode;
  /** The submit button's text: 'Lưu' by default. */
  submitText?: string;
  cancelText?: string;
  submitColor?: ButtonProps['color'];
  /** Saves the value: the dialog closes (resolving to it), stays, or shows the refusal under the field. */
  submit: (value: T) => Promise<DialogOutcome>;
}

type PromptForm = { value: unknown };

/**
 * The one dialog that asks for one value (a reason, a name, a note), checked with the contract's
 * schema of that field. Opened with `dialogs.open(PromptDialog, payload)`, which resolves to the
 * saved value (`undefined` when cancelled); a choice of other values takes `PromptDialog<UnpaidReason>`.
 *
 * @example
 * const notes = await dialogs.open(PromptDialog, {
 *   title: 'Từ chối giao dịch', label: 'Lý do', multiline: true,
 *   schema: rejectFormSchema.shape.notes,
 *   submit: async (text) => report(await reject(row, text)),
 * });
 */
// Typed with two signatures so that `dialogs.open(PromptDialog, …)` infers a text field (the last
// one), while `PromptDialog<T>` picks the generic one.
export const PromptDialog = Prompt as {
  <T>(props: DialogProps<PromptPayload<T>, T>): ReactElement;
  (props: DialogProps<PromptPayload, string>): ReactElement;
};

/** {@link PromptDialog}'s body. */
function Prompt<T>({ open, payload, onClose }: DialogProps<PromptPayload<T>, T>) {
  const { schema, initial, choices, submit: save } = payload;
  const formSchema = useMemo(() => z.object({ value: schema }), [schema]);
  const form = useForm<PromptForm, unknown, { value: T }>({
    resolver: zodResolver(formSchema) as never,
    defaultValues: { value: initial ?? (choices ? null : '') },
  });
  const dialog = formDialogProps({ open, onClose }, form, async ({ value }, close) => {
    const outcome = await save(value);
    if (outcome === 'close') close(value);
    else if (outcome !== 'stay')
      form.setError('value', { type: 'server', message: refusalMessage(outcome.refused) });
  });

  return (
    <FormDialog
      {...dialog}
      title={payload.title}
      submitText={payload.submitText}
      cancelText={payload.cancelText}
      submitColor={payload.submitColor}
    >
      {payload.intro}
      <Controller
        control={form.control}
        name="value"
        render={({ field, fieldState }) => (
          <TextField
            label={payload.label}
            placeholder={payload.placeholder}
            select={Boolean(choices)}
            multiline={payload.multiline}
            minRows={payload.multiline ? 3 : undefined}
            fullWidth
            autoFocus={!choices}
            required={payload.required ?? true}
            margin="dense"
            name={field.name}
            value={field.value === null || field.value === undefined ? '' : String(field.value)}
            onChange={(event) =>
              field.onChange(
                choices
                  ? choices.find((choice) => String(choice.value) === event.target.value)?.value
                  : event.target.value,
              )
            }
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
            slotProps={
              payload.maxLength ? { htmlInput: { maxLength: payload.maxLength } } : undefined
            }
          >
            {choices?.map((choice) => (
              <MenuItem key={String(choice.value)} value={String(choice.value)}>
                {choice.label}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
    </FormDialog>
  );
}

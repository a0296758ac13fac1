import { zodResolver } from '@hookform/resolvers/zod';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  ShopStatus,
  shopStatusLabels,
  updateShopInputSchema,
  type ShopListItem,
  type UpdateShopInput,
} from '@app/shops-contract';
import { FormDialog, FormTextField, useUnsavedChangesGuard, type DialogProps } from '@app/ui';
import { messages } from '../messages';

const m = messages.editDialog;

export interface EditShopPayload {
  shop: ShopListItem;
  /** Saves: `null` closes the dialog, a message is shown at the top of the form. */
  submit: (input: UpdateShopInput) => Promise<string | null>;
}

/** 'Xem': name, phone, address and status, all required (spec 000 section 5). */
export function EditShopDialog({
  open,
  payload: { shop, submit },
  onClose,
}: DialogProps<EditShopPayload, true>) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<UpdateShopInput>({
    resolver: zodResolver(updateShopInputSchema) as never,
    defaultValues: {
      name: shop.name,
      phone: shop.phone,
      address: shop.address,
      status: shop.status as ShopStatus,
    },
  });
  // Closing or leaving with unsaved changes asks first (issue 25, item 27).
  const guard = useUnsavedChangesGuard(isDirty);
  const save = handleSubmit(async (input) => {
    const message = await submit(input);
    if (message === null) {
      guard.release();
      onClose(true);
    } else setRefusal(message);
  });

  return (
    <FormDialog
      open={open}
      title={m.title}
      onCancel={() => onClose()}
      canClose={guard.confirmDiscard}
      onSubmit={save}
      submitting={isSubmitting}
      submitText={m.save}
      cancelText={m.cancel}
    >
      {refusal && (
        <FormHelperText error role="alert">
          {refusal}
        </FormHelperText>
      )}
      {(['name', 'phone', 'address'] as const).map((field) => (
        <FormTextField
          key={field}
          control={control}
          name={field}
          label={m[field]}
          fullWidth
          required
          margin="dense"
        />
      ))}
      <Controller
        control={control}
        name="status"
        render={({ field }) => (
          <TextField
            select
            label={m.status}
            fullWidth
            required
            margin="dense"
            value={field.value ?? ''}
            onChange={(e) => field.onChange(Number(e.target.value))}
            error={Boolean(errors.status)}
            helperText={errors.status?.message}
          >
            {Object.values(ShopStatus).map((s) => (
              <MenuItem key={s} value={s}>
                {shopStatusLabels[s]}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
    </FormDialog>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  ShopStatus,
  shopStatusLabels,
  updateShopInputSchema,
  type ShopListItem,
  type UpdateShopInput,
} from '@app/shops-contract';
import {
  FormDialog,
  FormTextField,
  useGuardedFormDialog,
  type DialogProps,
  FormRefusal,
} from '@app/ui';
import { messages } from '../messages';

const m = messages.editDialog;
const statusOptions = Object.values(ShopStatus).map((value) => ({
  value,
  label: shopStatusLabels[value],
}));

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
  const form = useForm<UpdateShopInput>({
    resolver: zodResolver(updateShopInputSchema) as never,
    defaultValues: {
      name: shop.name,
      phone: shop.phone,
      address: shop.address,
      status: shop.status as ShopStatus,
    },
  });
  // Closing or leaving with unsaved changes asks first (issue 25, item 27).
  const dialog = useGuardedFormDialog({ open, onClose }, form, async (input, close) => {
    const message = await submit(input);
    if (message === null) close(true);
    else setRefusal(message);
  });

  return (
    <FormDialog {...dialog} title={m.title}>
      <FormRefusal message={refusal} />
      {(['name', 'phone', 'address'] as const).map((field) => (
        <FormTextField
          key={field}
          control={form.control}
          name={field}
          label={m[field]}
          fullWidth
          required
          margin="dense"
        />
      ))}
      <FormTextField
        control={form.control}
        name="status"
        label={m.status}
        fullWidth
        required
        margin="dense"
        options={statusOptions}
      />
    </FormDialog>
  );
}

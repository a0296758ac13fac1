import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import type { BulkAnswer } from '@app/contract';
import { isApiError } from '@app/data-access-api';
import {
  bulkOrderStatusFormSchema,
  OrderStatus,
  orderStatusLabels,
  unpaidReasonLabels,
  unpaidReasonValues,
  type OrderListItem,
} from '@app/orders-contract';
import {
  applyServerErrors,
  FormDialog,
  formDialogProps,
  FormTextField,
  type DialogProps,
  FormRefusal,
} from '@app/ui';
import { updateOrdersStatus } from '../api/orders-api';
import { messages } from '../messages';
import { bulkTargetsFor } from './order-status';

const b = messages.bulk;

type Form = z.input<typeof bulkOrderStatusFormSchema>;
type Values = z.output<typeof bulkOrderStatusFormSchema>;
const fields = ['status', 'shopNote', 'unpaidReason'] as const;
const reasonOptions = unpaidReasonValues.map((value) => ({
  value,
  label: unpaidReasonLabels[value],
}));

/**
 * 'Đổi trạng thái' of the selected orders: the one confirmation, naming the count, with the new
 * status (a select of {@link bulkTargetsFor}), the shop note a cancellation needs and the unpaid
 * reason a success needs; then the one server call. Closes with the server's row-by-row answer; a
 * refused body (400) stays open with the message under its field.
 */
export function BulkStatusDialog({
  open,
  payload: { orders },
  onClose,
}: DialogProps<{ orders: readonly OrderListItem[] }, BulkAnswer>) {
  const targets = bulkTargetsFor(orders);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<Form, unknown, Values>({
    resolver: zodResolver(bulkOrderStatusFormSchema),
    defaultValues: { status: targets[0], shopNote: '', unpaidReason: undefined },
  });
  const status = useWatch({ control: form.control, name: 'status' });
  const dialog = formDialogProps({ open, onClose }, form, async (values, close) => {
    setRefusal(null);
    try {
      close(
        await updateOrdersStatus({
          ids: orders.map((order) => order._id),
          status: values.status,
          ...(values.status === OrderStatus.CANCELED ? { shopNote: values.shopNote } : {}),
          ...(values.status === OrderStatus.SUCCESS ? { unpaidReason: values.unpaidReason } : {}),
        }),
      );
    } catch (error) {
      if (isApiError(error) && applyServerErrors(form.setError, error, fields)) return;
      setRefusal(isApiError(error) ? error.message : messages.unknownError);
    }
  });

  return (
    <FormDialog {...dialog} title={b.statusTitle} submitText={b.change}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography>{b.statusQuestion(orders.length)}</Typography>
        <FormTextField
          control={form.control}
          name="status"
          size="small"
          label={b.newStatus}
          options={targets.map((value) => ({ value, label: orderStatusLabels[value] }))}
        />
        {status === OrderStatus.CANCELED && (
          <FormTextField
            control={form.control}
            name="shopNote"
            size="small"
            label={messages.shopNoteDialog.label}
            placeholder={messages.shopNoteDialog.placeholder}
            multiline
            minRows={2}
          />
        )}
        {status === OrderStatus.SUCCESS && (
          <FormTextField
            control={form.control}
            name="unpaidReason"
            size="small"
            label={messages.unpaidReasonDialog.label}
            options={reasonOptions}
          />
        )}
        <FormRefusal message={refusal} />
      </Stack>
    </FormDialog>
  );
}

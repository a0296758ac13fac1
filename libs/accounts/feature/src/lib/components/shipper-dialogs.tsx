import { zodResolver } from '@hookform/resolvers/zod';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import {
  approveShipperInputSchema,
  rejectShipperInputSchema,
  updateShipperInputSchema,
  type ShipperAdminRow,
} from '@app/accounts-contract';
import {
  applyServerErrors,
  FormDialog,
  FormTextField,
  recordOptions,
  SelectField,
  type DialogProps,
} from '@app/ui';
import * as calls from '../api/accounts-api';
import { messages } from '../messages';
import { changeShipper, useBuildingOptions, type ChangeResult } from '../store/accounts-store';

const s = messages.shippers;

export type ShipperDialogKind = 'approve' | 'reject' | 'edit';
export interface ShipperDialogPayload {
  kind: ShipperDialogKind;
  shipper: ShipperAdminRow;
}

type ShipperForm = {
  name: string;
  email: string;
  phone: string;
  staffCode: string;
  buildingId: string;
  rejectedReason: string;
};

/** Each kind's fields, checked with the contract's schema of its call. */
const forms = {
  approve: {
    schema: approveShipperInputSchema.pick({ buildingId: true, staffCode: true }),
    fields: ['staffCode', 'buildingId'],
  },
  reject: {
    schema: rejectShipperInputSchema.pick({ rejectedReason: true }),
    fields: ['rejectedReason'],
  },
  edit: {
    schema: updateShipperInputSchema,
    fields: ['name', 'email', 'phone', 'staffCode', 'buildingId'],
  },
} as const satisfies Record<
  ShipperDialogKind,
  { schema: unknown; fields: readonly FieldPath<ShipperForm>[] }
>;

function BuildingSelect({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) {
  const buildings = useBuildingOptions(true).data?.rows ?? [];
  return (
    <SelectField
      size="small"
      label={s.building}
      value={value}
      options={recordOptions(buildings)}
      error={Boolean(error)}
      helperText={error}
      onChange={onChange}
    />
  );
}

/** Approve (staff code and building), reject (reason) or edit a shipper; closes with the outcome. */
export function ShipperDialog({
  open,
  payload: { kind, shipper },
  onClose,
}: DialogProps<ShipperDialogPayload, ChangeResult>) {
  const { schema, fields } = forms[kind];
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<ShipperForm>({
    resolver: zodResolver(schema as never) as never,
    defaultValues: {
      name: shipper.name,
      email: shipper.email,
      phone: shipper.phone,
      staffCode: shipper.staffCode,
      buildingId: shipper.building?._id ?? '',
      rejectedReason: '',
    },
  });
  const title =
    kind === 'approve' ? s.approveTitle : kind === 'reject' ? s.rejectTitle : s.editTitle;

  const submit = handleSubmit(async (form) => {
    setRefusal(null);
    const result = await changeShipper(shipper._id, () =>
      kind === 'approve'
        ? calls.approveShipper({
            _id: shipper._id,
            buildingId: form.buildingId,
            staffCode: form.staffCode,
            approvedAt: new Date().toISOString(),
          })
        : kind === 'reject'
          ? calls.rejectShipper({
              _id: shipper._id,
              buildingId: shipper.building?._id,
              rejectedReason: form.rejectedReason,
              rejectedAt: new Date().toISOString(),
            })
          : calls.updateShipper(shipper._id, {
              name: form.name,
              email: form.email,
              phone: form.phone,
              staffCode: form.staffCode,
              buildingId: form.buildingId || undefined,
            }),
    );
    if (result.ok || result.status !== 400) return onClose(result);
    if (!applyServerErrors(setError, result.error, fields)) setRefusal(result.message);
  });

  const text = (key: keyof ShipperForm, label: string, multiline = false) => (
    <FormTextField
      control={control}
      name={key}
      size="small"
      label={label}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
    />
  );

  return (
    <FormDialog
      open={open}
      title={title}
      onCancel={() => onClose()}
      onSubmit={submit}
      submitting={isSubmitting}
      cancelText={messages.actions.cancel}
      submitText={
        kind === 'approve'
          ? messages.actions.approve
          : kind === 'reject'
            ? messages.actions.reject
            : messages.actions.save
      }
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {kind === 'edit' && text('name', messages.columns.name)}
        {kind === 'edit' && text('email', messages.columns.email)}
        {kind === 'edit' && text('phone', messages.columns.phone)}
        {kind !== 'reject' && text('staffCode', s.staffCode)}
        {kind !== 'reject' && (
          <Controller
            control={control}
            name="buildingId"
            render={({ field, fieldState }) => (
              <BuildingSelect
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
        )}
        {kind === 'reject' && text('rejectedReason', s.reason, true)}
        {refusal && (
          <FormHelperText error role="alert">
            {refusal}
          </FormHelperText>
        )}
      </Stack>
    </FormDialog>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm, type Control, type FieldPath } from 'react-hook-form';
import {
  approveShipperInputSchema,
  rejectShipperInputSchema,
  updateShipperInputSchema,
  type ShipperAdminRow,
} from '@app/accounts-contract';
import {
  applyServerErrors,
  FormDialog,
  formDialogProps,
  FormTextField,
  recordOptions,
  type DialogProps,
  FormRefusal,
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

/** The building of approve and edit: a select of the buildings, loaded with it. */
function BuildingField({ control }: { control: Control<ShipperForm> }) {
  const buildings = useBuildingOptions(true).data?.rows ?? [];
  return (
    <FormTextField
      control={control}
      name="buildingId"
      size="small"
      label={s.building}
      options={recordOptions(buildings)}
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
  const form = useForm<ShipperForm>({
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

  const dialog = formDialogProps({ open, onClose }, form, async (values, close) => {
    setRefusal(null);
    const result = await changeShipper(shipper._id, () =>
      kind === 'approve'
        ? calls.approveShipper({
            _id: shipper._id,
            buildingId: values.buildingId,
            staffCode: values.staffCode,
            approvedAt: new Date().toISOString(),
          })
        : kind === 'reject'
          ? calls.rejectShipper({
              _id: shipper._id,
              buildingId: shipper.building?._id,
              rejectedReason: values.rejectedReason,
              rejectedAt: new Date().toISOString(),
            })
          : calls.updateShipper(shipper._id, {
              name: values.name,
              email: values.email,
              phone: values.phone,
              staffCode: values.staffCode,
              buildingId: values.buildingId || undefined,
            }),
    );
    if (result.ok || result.status !== 400) return close(result);
    if (!applyServerErrors(form.setError, result.error, fields)) setRefusal(result.message);
  });

  const text = (key: keyof ShipperForm, label: string, multiline = false) => (
    <FormTextField
      control={form.control}
      name={key}
      size="small"
      label={label}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
    />
  );

  return (
    <FormDialog
      {...dialog}
      title={title}
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
        {kind !== 'reject' && <BuildingField control={form.control} />}
        {kind === 'reject' && text('rejectedReason', s.reason, true)}
        <FormRefusal message={refusal} />
      </Stack>
    </FormDialog>
  );
}

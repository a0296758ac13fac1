import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { ShipperAdminRow } from '@app/accounts-contract';
import { modalPaper, type DialogProps } from '@app/ui';
import * as calls from '../api/accounts-api';
import { messages } from '../messages';
import { changeShipper, useBuildingOptions, type ChangeResult } from '../store/accounts-store';

const s = messages.shippers;

export type ShipperDialogKind = 'approve' | 'reject' | 'edit';
export interface ShipperDialogPayload {
  kind: ShipperDialogKind;
  shipper: ShipperAdminRow;
}

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
    <TextField
      select
      size="small"
      label={s.building}
      value={buildings.some((b) => b._id === value) ? value : ''}
      error={Boolean(error)}
      helperText={error}
      onChange={(e) => onChange(e.target.value)}
    >
      {buildings.map((b) => (
        <MenuItem key={b._id} value={b._id}>
          {b.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Approve (staff code and building), reject (reason) or edit a shipper; closes with the outcome. */
export function ShipperDialog({
  open,
  payload: { kind, shipper },
  onClose,
}: DialogProps<ShipperDialogPayload, ChangeResult>) {
  const [form, setForm] = useState({
    name: shipper.name,
    email: shipper.email,
    phone: shipper.phone,
    staffCode: shipper.staffCode,
    buildingId: shipper.building?._id ?? '',
    reason: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof form) => (v: string) => setForm((f) => ({ ...f, [key]: v }));
  const title =
    kind === 'approve' ? s.approveTitle : kind === 'reject' ? s.rejectTitle : s.editTitle;

  const submit = async () => {
    const e: Record<string, string> = {};
    if (kind === 'approve' && !form.staffCode.trim()) e['staffCode'] = s.server.staffCodeRequired;
    if (kind === 'approve' && !form.buildingId) e['buildingId'] = s.server.buildingRequired;
    if (kind === 'reject' && !form.reason.trim()) e['reason'] = s.server.reasonRequired;
    setErrors(e);
    if (Object.keys(e).length) return;
    setBusy(true);
    const result = await changeShipper(shipper._id, () =>
      kind === 'approve'
        ? calls.approveShipper({
            _id: shipper._id,
            buildingId: form.buildingId,
            staffCode: form.staffCode.trim(),
            approvedAt: new Date().toISOString(),
          })
        : kind === 'reject'
          ? calls.rejectShipper({
              _id: shipper._id,
              buildingId: shipper.building?._id,
              rejectedReason: form.reason.trim(),
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
    setBusy(false);
    if (result.ok || result.status !== 400) onClose(result);
    else setErrors({ form: result.message });
  };

  const text = (key: keyof typeof form, label: string, multiline = false) => (
    <TextField
      size="small"
      label={label}
      value={form[key]}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      error={Boolean(errors[key])}
      helperText={errors[key]}
      onChange={(e) => set(key)(e.target.value)}
    />
  );

  return (
    <Dialog
      open={open}
      onClose={() => onClose()}
      slotProps={{ paper: { sx: modalPaper.form } }}
      aria-label={title}
    >
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {kind === 'edit' && text('name', messages.columns.name)}
          {kind === 'edit' && text('email', messages.columns.email)}
          {kind === 'edit' && text('phone', messages.columns.phone)}
          {kind !== 'reject' && text('staffCode', s.staffCode)}
          {kind !== 'reject' && (
            <BuildingSelect
              value={form.buildingId}
              onChange={set('buildingId')}
              error={errors['buildingId']}
            />
          )}
          {kind === 'reject' && text('reason', s.reason, true)}
          {errors['form'] && <TextField error value={errors['form']} size="small" disabled />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose()}>{messages.actions.cancel}</Button>
        <Button variant="contained" disabled={busy} onClick={() => void submit()}>
          {kind === 'approve'
            ? messages.actions.approve
            : kind === 'reject'
              ? messages.actions.reject
              : messages.actions.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

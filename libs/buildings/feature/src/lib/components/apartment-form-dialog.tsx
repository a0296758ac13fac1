import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { apartmentInputSchema, type Apartment } from '@app/buildings-contract';
import { modalPaper, toast, type DialogProps } from '@app/ui';
import { messages } from '../messages';
import { createApartment, updateApartment } from '../store/buildings-store';
import { fieldOfError } from './field-error';
import { BuildingFloorSelects } from './residence-selects';

const t = messages.apartments;
const fields = ['name', 'building', 'floor'] as const;
type Field = (typeof fields)[number];

/**
 * 'Thêm căn hộ' / 'Sửa căn hộ': building, floor (reset when the building changes) and name,
 * checked with the contract's schema and the spec's messages.
 */
export function ApartmentFormDialog({
  open,
  payload,
  onClose,
}: DialogProps<{ apartment?: Apartment }, Apartment>) {
  const existing = payload.apartment;
  const [value, setValue] = useState({
    name: existing?.name ?? '',
    building: existing?.building._id,
    floor: existing?.floor._id,
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = apartmentInputSchema.safeParse(value);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      return setErrors(found);
    }
    setSaving(true);
    const result = existing
      ? await updateApartment(existing._id, parsed.data)
      : await createApartment(parsed.data);
    setSaving(false);
    if (!result.ok) {
      const named = fieldOfError(result.message, fields);
      if (named) setErrors({ [named.field]: named.message });
      else if (result.status === 409) setErrors({ name: result.message });
      else toast.error(result.message);
      return;
    }
    toast.success(result.message, messages.successTitle);
    onClose((result.data as { data: Apartment }).data);
  };

  return (
    <Dialog
      open={open}
      onClose={() => onClose()}
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: modalPaper.form } }}
      aria-labelledby="apartment-form-title"
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="apartment-form-title">{existing ? t.editTitle : t.addTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <BuildingFloorSelects
              building={value.building}
              floor={value.floor}
              errors={errors}
              onChange={(pair) => {
                setValue((v) => ({ ...v, ...pair }));
                setErrors((e) => ({ ...e, building: undefined, floor: undefined }));
              }}
            />
            <TextField
              size="small"
              label={t.name}
              required
              fullWidth
              value={value.name}
              onChange={(event) => {
                setValue((v) => ({ ...v, name: event.target.value }));
                setErrors((e) => ({ ...e, name: undefined }));
              }}
              error={Boolean(errors.name)}
              helperText={errors.name}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose()}>{messages.cancel}</Button>
          <Button type="submit" variant="contained" loading={saving}>
            {messages.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

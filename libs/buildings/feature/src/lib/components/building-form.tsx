import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import {
  BuildingStatus,
  buildingInputSchema,
  buildingStatusLabels,
  type BuildingInput,
  type BuildingValues,
} from '@app/buildings-contract';
import type { ApiError } from '@app/data-access-api';
import { applyServerErrors, FormTextField, useUnsavedChangesGuard } from '@app/ui';
import { useEffect } from 'react';
import { messages } from '../messages';

const f = messages.form;
const fields = ['name', 'host', 'floorNumber', 'address', 'status', 'description'] as const;
const statusOptions = Object.values(BuildingStatus).map((value) => ({
  value,
  label: buildingStatusLabels[value],
}));
const emptyBuilding: BuildingInput = {
  name: '',
  host: '',
  floorNumber: '',
  address: '',
  status: BuildingStatus.ACTIVE,
  description: '',
};

export interface BuildingFormProps {
  initial?: BuildingInput;
  /** Saves; resolves to the outcome (the caller shows its toast). */
  onSubmit: (values: BuildingValues) => Promise<{ ok: true } | { ok: false; error: ApiError }>;
  submitLabel?: string;
  /** Extra buttons beside the submit button (the add dialog's 'Hủy'). */
  actions?: React.ReactNode;
  /** More fields after the form's own, before its buttons (the creation form's images). */
  extra?: React.ReactNode;
  readOnly?: boolean;
  /** Told whether the form holds unsaved changes (the add dialog asks before dropping them). */
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * The building form (spec 001 section 5): name, host, floor count, address, status and
 * description, checked with the contract's schema and messages; a server 400 naming a field
 * (its `errors[]`) shows under it.
 */
export function BuildingForm({
  initial = emptyBuilding,
  onSubmit,
  submitLabel = messages.save,
  actions,
  extra,
  readOnly = false,
  onDirtyChange,
}: BuildingFormProps) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<BuildingInput, unknown, BuildingValues>({
    resolver: zodResolver(buildingInputSchema),
    values: initial,
  });
  // Leaving the page with unsaved changes asks first (issue 25, item 27).
  const guard = useUnsavedChangesGuard(isDirty && !readOnly);
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);

  const submit = handleSubmit(async (values) => {
    // A save that succeeds may move on (a new building opens its page) without asking.
    guard.release();
    const result = await onSubmit(values);
    if (result.ok) return;
    guard.release(false);
    applyServerErrors(setError, result.error, fields);
  });

  const text = (name: (typeof fields)[number], label: string, extra: object = {}) => (
    <TextField
      {...register(name)}
      label={label}
      fullWidth
      size="small"
      required={name !== 'description'}
      disabled={readOnly}
      error={Boolean(errors[name])}
      helperText={errors[name]?.message}
      {...extra}
    />
  );

  return (
    <form noValidate onSubmit={submit} aria-label={f.title}>
      <Grid container spacing={2} sx={{ pt: 1 }}>
        <Grid size={{ xs: 12, sm: 6 }}>{text('name', f.name)}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('host', f.host)}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {text('floorNumber', f.floorNumber, {
            type: 'number',
            slotProps: { htmlInput: { min: 0, max: 500, step: 1 } },
          })}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="status"
            label={f.status}
            fullWidth
            size="small"
            required
            disabled={readOnly}
            options={statusOptions}
          />
        </Grid>
        <Grid size={12}>{text('address', f.address)}</Grid>
        <Grid size={12}>{text('description', f.description, { multiline: true, minRows: 3 })}</Grid>
        {extra && <Grid size={12}>{extra}</Grid>}
        {!readOnly && (
          <Grid size={12} sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
            {actions}
            <Button type="submit" variant="contained" loading={isSubmitting}>
              {submitLabel}
            </Button>
          </Grid>
        )}
      </Grid>
    </form>
  );
}

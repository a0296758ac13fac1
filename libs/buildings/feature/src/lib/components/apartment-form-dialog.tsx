import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import {
  apartmentInputSchema,
  type Apartment,
  type ApartmentValues,
} from '@app/buildings-contract';
import {
  applyServerErrors,
  FormDialog,
  formDialogProps,
  FormTextField,
  toast,
  type DialogProps,
} from '@app/ui';
import { messages } from '../messages';
import { createApartment, updateApartment } from '../store/buildings-store';
import { BuildingFloorSelects } from './residence-selects';

const t = messages.apartments;
const fields = ['name', 'building', 'floor'] as const;
type ApartmentForm = { name: string; building: string | undefined; floor: string | undefined };

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
  const form = useForm<ApartmentForm, unknown, ApartmentValues>({
    resolver: zodResolver(apartmentInputSchema) as never,
    defaultValues: {
      name: existing?.name ?? '',
      building: existing?.building._id,
      floor: existing?.floor._id,
    },
  });
  const { control, setError, setValue, clearErrors } = form;
  const { errors } = form.formState;
  const [building, floor] = form.watch(['building', 'floor']);

  const dialog = formDialogProps({ open, onClose }, form, async (values, close) => {
    const result = existing
      ? await updateApartment(existing._id, values)
      : await createApartment(values);
    if (result.ok) {
      toast.success(result.message, messages.successTitle);
      return close((result.data as { data: Apartment }).data);
    }
    if (applyServerErrors(setError, result.error, fields)) return;
    // The name is taken on that floor.
    if (result.status === 409) setError('name', { message: result.message });
    else toast.error(result.message);
  });

  return (
    <FormDialog {...dialog} title={existing ? t.editTitle : t.addTitle}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        <BuildingFloorSelects
          building={building}
          floor={floor}
          errors={{ building: errors.building?.message, floor: errors.floor?.message }}
          onChange={(pair) => {
            setValue('building', pair.building);
            setValue('floor', pair.floor);
            clearErrors(['building', 'floor']);
          }}
        />
        <FormTextField
          control={control}
          name="name"
          size="small"
          label={t.name}
          required
          fullWidth
        />
      </Stack>
    </FormDialog>
  );
}

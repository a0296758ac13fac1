import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { BuildingDetail } from '@app/buildings-contract';
import { useRef } from 'react';
import { confirmLeave, modalPaper, toast, type DialogProps } from '@app/ui';
import { messages } from '../messages';
import { createBuilding } from '../store/buildings-store';
import { BuildingForm } from './building-form';

/**
 * The add-building modal (super admin only): the building form; on success the toast
 * 'Thêm mới tòa nhà thành công!' and the dialog resolves to the new building.
 */
export function BuildingFormDialog({ open, onClose }: DialogProps<undefined, BuildingDetail>) {
  const dirty = useRef(false);
  // Escape, a click outside or 'Hủy' with unsaved changes asks first.
  const cancel = async () => {
    if (!dirty.current || (await confirmLeave())) onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={() => void cancel()}
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: modalPaper.form } }}
      aria-labelledby="building-form-dialog-title"
    >
      <DialogTitle id="building-form-dialog-title">{messages.form.addTitle}</DialogTitle>
      <DialogContent>
        <BuildingForm
          submitLabel={messages.add}
          actions={<Button onClick={() => void cancel()}>{messages.cancel}</Button>}
          onDirtyChange={(value) => {
            dirty.current = value;
          }}
          onSubmit={async (values) => {
            const result = await createBuilding(values);
            if (!result.ok) {
              toast.error(result.message);
              return result.message;
            }
            toast.success(result.message, messages.successTitle);
            onClose((result.data as { data: BuildingDetail }).data);
            return null;
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

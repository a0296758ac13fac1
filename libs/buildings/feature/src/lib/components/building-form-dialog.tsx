import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { BuildingDetail } from '@app/buildings-contract';
import { useRef } from 'react';
import { confirmLeave, modalPaper, type DialogProps } from '@app/ui';
import { messages } from '../messages';
import { NewBuildingForm } from './new-building-form';

/**
 * The add-building modal (super admin only): the creation form with its images; on success the
 * toast 'Thêm mới tòa nhà thành công!' and the dialog resolves to the new building.
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
        <NewBuildingForm
          actions={<Button onClick={() => void cancel()}>{messages.cancel}</Button>}
          onDirtyChange={(value) => {
            dirty.current = value;
          }}
          onCreated={(building) => onClose(building)}
        />
      </DialogContent>
    </Dialog>
  );
}

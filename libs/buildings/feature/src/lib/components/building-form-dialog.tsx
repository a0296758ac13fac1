import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { BuildingDetail } from '@app/buildings-contract';
import { modalPaper, type DialogProps } from '@app/ui';
import { messages } from '../messages';
import { NewBuildingForm } from './new-building-form';

/**
 * The add-building modal (super admin only): the creation form with its images; on success the
 * toast 'Thêm mới tòa nhà thành công!' and the dialog resolves to the new building.
 */
export function BuildingFormDialog({ open, onClose }: DialogProps<undefined, BuildingDetail>) {
  return (
    <Dialog
      open={open}
      onClose={() => onClose()}
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: modalPaper.form } }}
      aria-labelledby="building-form-dialog-title"
    >
      <DialogTitle id="building-form-dialog-title">{messages.form.addTitle}</DialogTitle>
      <DialogContent>
        <NewBuildingForm
          actions={<Button onClick={() => onClose()}>{messages.cancel}</Button>}
          onCreated={(building) => onClose(building)}
        />
      </DialogContent>
    </Dialog>
  );
}

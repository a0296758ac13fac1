import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import type { BuildingDetail } from '@app/buildings-contract';
import { useRef } from 'react';
import { confirmLeave, DialogFrame, type DialogProps } from '@app/ui';
import { messages } from '../messages';
import { NewBuildingForm } from './new-building-form';

/**
 * The add-building modal (super admin only): the creation form with its images; on success the
 * toast 'Thêm mới tòa nhà thành công!' and the dialog resolves to the new building.
 */
export function BuildingFormDialog({ open, onClose }: DialogProps<undefined, BuildingDetail>) {
  const dirty = useRef(false);
  // Escape, a click outside or 'Hủy' with unsaved changes asks first.
  const canClose = () => !dirty.current || confirmLeave();
  const cancel = async () => {
    if (await canClose()) onClose();
  };
  return (
    <DialogFrame
      open={open}
      title={messages.form.addTitle}
      onCancel={() => onClose()}
      canClose={canClose}
    >
      <DialogContent>
        <NewBuildingForm
          actions={<Button onClick={() => void cancel()}>{messages.cancel}</Button>}
          onDirtyChange={(value) => {
            dirty.current = value;
          }}
          onCreated={(building) => onClose(building)}
        />
      </DialogContent>
    </DialogFrame>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { BuildingDetail } from '@app/buildings-contract';
import { toast } from '@app/ui';
import { messages } from '../messages';
import { createBuilding } from '../store/buildings-store';
import { BuildingForm } from './building-form';
import { ImageListField } from './image-list-field';

export interface NewBuildingFormProps {
  /** The building created (after the toast 'Thêm mới tòa nhà thành công!'). */
  onCreated: (building: BuildingDetail) => void;
  /** Extra buttons beside 'Thêm' (the add dialog's 'Hủy'). */
  actions?: React.ReactNode;
  /** Called when the form or its images start or stop differing from a blank building. */
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * The creation form (super admin): the building form and its images, uploaded at once and sent
 * with the building on 'Thêm' (the server creates its floors 'Tầng 1' … 'Tầng N' too).
 */
export function NewBuildingForm({ onCreated, actions, onDirtyChange }: NewBuildingFormProps) {
  const [images, setImages] = useState<string[]>([]);
  const [formDirty, setFormDirty] = useState(false);
  const dirty = formDirty || images.length > 0;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  return (
    <BuildingForm
      submitLabel={messages.add}
      actions={actions}
      onDirtyChange={setFormDirty}
      extra={
        <Box component="section" aria-label={messages.images.title}>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            {messages.images.title}
          </Typography>
          <ImageListField images={images} onChange={setImages} />
        </Box>
      }
      onSubmit={async (values) => {
        const result = await createBuilding({ ...values, images });
        if (!result.ok) {
          toast.error(result.message);
          return result;
        }
        toast.success(result.message, messages.successTitle);
        onCreated((result.data as { data: BuildingDetail }).data);
        return result;
      }}
    />
  );
}

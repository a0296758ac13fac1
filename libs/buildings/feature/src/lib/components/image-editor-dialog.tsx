import Button from '@mui/material/Button';
import { useState } from 'react';
import { ActionsDialog, toast, type DialogProps } from '@app/ui';
import { messages } from '../messages';
import { setBuildingImages } from '../store/buildings-store';
import { ImageListField } from './image-list-field';

const t = messages.images;

export interface ImageEditorPayload {
  buildingId: string;
  images: string[];
}

/**
 * The building's image editor: upload (images only; uploaded at once, kept only when saved),
 * remove and reorder, at most 10; 'Lưu' sends the whole list (`PUT /api/v1/building/images/{id}`)
 * and shows 'Cập nhật ảnh thành công!'.
 */
export function ImageEditorDialog({
  open,
  payload,
  onClose,
}: DialogProps<ImageEditorPayload, string[]>) {
  const [images, setImages] = useState(payload.images);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    setBusy(true);
    const result = await setBuildingImages(payload.buildingId, images);
    setBusy(false);
    if (!result.ok) return setError(result.message);
    toast.success(result.message, messages.successTitle);
    onClose(images);
  };

  return (
    <ActionsDialog
      open={open}
      onClose={onClose}
      title={t.editorTitle}
      width="wide"
      dismissLabel={messages.cancel}
      actions={
        <Button variant="contained" loading={busy} onClick={() => void save()}>
          {messages.save}
        </Button>
      }
    >
      <ImageListField
        images={images}
        onChange={(list) => {
          setError(null);
          setImages(list);
        }}
        buildingId={payload.buildingId}
        error={error}
        busy={busy}
      />
    </ActionsDialog>
  );
}

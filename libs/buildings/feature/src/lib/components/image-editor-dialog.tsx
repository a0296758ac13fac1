import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { modalPaper, toast, type DialogProps } from '@app/ui';
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
    <Dialog
      open={open}
      onClose={() => onClose()}
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: modalPaper.wide } }}
      aria-labelledby="image-editor-title"
    >
      <DialogTitle id="image-editor-title">{t.editorTitle}</DialogTitle>
      <DialogContent>
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
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose()}>{messages.cancel}</Button>
        <Button variant="contained" loading={busy} onClick={() => void save()}>
          {messages.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

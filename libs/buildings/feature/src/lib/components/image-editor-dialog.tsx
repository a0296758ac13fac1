import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { MAX_BUILDING_IMAGES } from '@app/buildings-contract';
import { modalPaper, toast, type DialogProps } from '@app/ui';
import { messages } from '../messages';
import { setBuildingImages, uploadImages } from '../store/buildings-store';

const t = messages.images;

export interface ImageEditorPayload {
  buildingId: string;
  images: string[];
}

/** Moves the item at `from` to `to`. */
export const moved = <T,>(list: T[], from: number, to: number): T[] => {
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

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
  const input = useRef<HTMLInputElement>(null);
  const room = MAX_BUILDING_IMAGES - images.length;

  const add = async (files: File[]) => {
    setError(null);
    if (files.some((file) => !file.type.startsWith('image/'))) return setError(t.notImage);
    if (files.length > room) return setError(t.tooMany);
    setBusy(true);
    const result = await uploadImages(payload.buildingId, files);
    setBusy(false);
    if (result.ok) setImages((list) => [...list, ...result.urls]);
    else setError(result.message);
  };

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
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <Button
            variant="outlined"
            disabled={room <= 0 || busy}
            onClick={() => input.current?.click()}
          >
            {t.upload}
          </Button>
          <input
            ref={input}
            type="file"
            accept="image/*"
            multiple
            hidden
            aria-label={t.upload}
            data-testid="image-input"
            onChange={(event) => {
              const files = Array.from(event.target.files ?? []);
              event.target.value = '';
              if (files.length) void add(files);
            }}
          />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t.count(images.length, MAX_BUILDING_IMAGES)}
          </Typography>
        </Stack>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {images.length === 0 && <Typography variant="body2">{t.none}</Typography>}
        <Box
          component="ol"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, p: 0, m: 0, listStyle: 'none' }}
        >
          {images.map((url, i) => (
            <Box component="li" key={url} aria-label={t.image(i + 1)} sx={{ width: 150 }}>
              <img
                src={`${url}?width=256`}
                alt={t.image(i + 1)}
                data-src={url}
                style={{
                  width: 150,
                  height: 100,
                  objectFit: 'cover',
                  borderRadius: 4,
                  display: 'block',
                }}
              />
              <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                <IconButton
                  size="small"
                  aria-label={t.left(i + 1)}
                  disabled={i === 0}
                  onClick={() => setImages((list) => moved(list, i, i - 1))}
                >
                  ←
                </IconButton>
                <IconButton
                  size="small"
                  color="error"
                  aria-label={t.remove(i + 1)}
                  onClick={() => setImages((list) => list.filter((u) => u !== url))}
                >
                  ×
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={t.right(i + 1)}
                  disabled={i === images.length - 1}
                  onClick={() => setImages((list) => moved(list, i, i + 1))}
                >
                  →
                </IconButton>
              </Stack>
            </Box>
          ))}
        </Box>
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

import { IconAction } from '@app/ui';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { MAX_BUILDING_IMAGES } from '@app/buildings-contract';
import { messages } from '../messages';
import { uploadImages } from '../store/buildings-store';

const t = messages.images;

/** Moves the item at `from` to `to`. */
export const moved = <T,>(list: T[], from: number, to: number): T[] => {
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

export interface ImageListFieldProps {
  images: string[];
  onChange: (images: string[]) => void;
  /** The building the uploads are for; none in the creation form (tagged when it is created). */
  buildingId?: string;
  /** A refusal to show above the list (the save's). */
  error?: string | null;
  /** Busy from outside (saving): no upload meanwhile. */
  busy?: boolean;
}

/**
 * A building's image list being edited: upload (images only, uploaded at once, kept only when the
 * building is saved), remove and reorder, at most 10. The image editor and the creation form use it.
 */
export function ImageListField({
  images,
  onChange,
  buildingId,
  error = null,
  busy = false,
}: ImageListFieldProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const room = MAX_BUILDING_IMAGES - images.length;

  const add = async (files: File[]) => {
    setRefusal(null);
    if (files.some((file) => !file.type.startsWith('image/'))) return setRefusal(t.notImage);
    if (files.length > room) return setRefusal(t.tooMany);
    setUploading(true);
    const result = await uploadImages(buildingId, files);
    setUploading(false);
    if (result.ok) onChange([...images, ...result.urls]);
    else setRefusal(result.message);
  };
  const shown = refusal ?? error;

  return (
    <>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <Button
          variant="outlined"
          disabled={room <= 0 || busy || uploading}
          loading={uploading}
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
      {shown && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {shown}
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
              <IconAction
                size="small"
                label={t.left(i + 1)}
                disabled={i === 0}
                onClick={() => onChange(moved(images, i, i - 1))}
              >
                ←
              </IconAction>
              <IconAction
                size="small"
                color="error"
                label={t.remove(i + 1)}
                onClick={() => onChange(images.filter((u) => u !== url))}
              >
                ×
              </IconAction>
              <IconAction
                size="small"
                label={t.right(i + 1)}
                disabled={i === images.length - 1}
                onClick={() => onChange(moved(images, i, i + 1))}
              >
                →
              </IconAction>
            </Stack>
          </Box>
        ))}
      </Box>
    </>
  );
}

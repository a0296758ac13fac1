import { IconAction } from '@app/ui';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { messages } from '../messages';
import { SectionPanel } from './section-panel';

const t = messages.images;

export interface ImageCarouselProps {
  images: string[];
  onEdit?: () => void;
}

/** The building's images, one at a time with previous / next, and the editor's button. */
export function ImageCarousel({ images, onEdit }: ImageCarouselProps) {
  const [index, setIndex] = useState(0);
  const current = Math.min(index, Math.max(images.length - 1, 0));
  const url = images[current];
  return (
    <SectionPanel title={t.title} action={onEdit && { label: t.edit, onClick: onEdit }}>
      {url ? (
        <Stack direction="row" sx={{ alignItems: 'center' }} spacing={1}>
          <IconAction
            label={t.previous}
            disabled={images.length < 2}
            onClick={() => setIndex((current - 1 + images.length) % images.length)}
          >
            ‹
          </IconAction>
          <Box sx={{ flex: 1, textAlign: 'center' }}>
            <img
              src={`${url}?width=1024`}
              alt={t.image(current + 1)}
              style={{ maxWidth: '100%', height: 260, objectFit: 'cover', borderRadius: 4 }}
            />
            <Typography variant="caption" component="p">
              {current + 1} / {images.length}
            </Typography>
          </Box>
          <IconAction
            label={t.next}
            disabled={images.length < 2}
            onClick={() => setIndex((current + 1) % images.length)}
          >
            ›
          </IconAction>
        </Stack>
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t.none}
        </Typography>
      )}
    </SectionPanel>
  );
}

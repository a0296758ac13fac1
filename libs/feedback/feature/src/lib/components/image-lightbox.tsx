import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { usePhone, type DialogProps } from '@app/ui';
import { messages } from '../messages';
import { isShownImage } from './shown-image';

export interface LightboxPayload {
  title: string;
  images: string[];
  index: number;
}

/** A feedback's images, one at a time at full width, with previous and next (arrow keys too). */
export function ImageLightbox({
  open,
  payload: { title, images, index: first },
  onClose,
}: DialogProps<LightboxPayload>) {
  const [index, setIndex] = useState(first);
  const go = (step: number) => setIndex((i) => (i + step + images.length) % images.length);
  const label = messages.image(index + 1, images.length);

  const fullScreen = usePhone();
  return (
    <Dialog
      open={open}
      onClose={() => onClose()}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
      aria-labelledby="lightbox-title"
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') go(1);
        if (event.key === 'ArrowLeft') go(-1);
      }}
    >
      <DialogTitle id="lightbox-title">
        {title} · {label}
      </DialogTitle>
      <DialogContent sx={{ display: 'flex', justifyContent: 'center', bgcolor: 'grey.900' }}>
        {isShownImage(images[index] ?? '') ? (
          <img
            src={images[index]}
            alt={label}
            style={{ maxWidth: '100%', maxHeight: '70vh', objectFit: 'contain' }}
          />
        ) : (
          <Typography sx={{ color: 'grey.300', py: 6 }}>{messages.foreignImageHidden}</Typography>
        )}
      </DialogContent>
      <DialogActions>
        {images.length > 1 && (
          <>
            <Button onClick={() => go(-1)}>{messages.previous}</Button>
            <Button onClick={() => go(1)}>{messages.next}</Button>
          </>
        )}
        <Button variant="contained" onClick={() => onClose()}>
          {messages.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

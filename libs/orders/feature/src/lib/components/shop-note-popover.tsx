import StickyNote2Outlined from '@mui/icons-material/StickyNote2Outlined';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { messages } from '../messages';

/** The shop note of an order, in a popover opened from the order code cell. */
export function ShopNotePopover({ orderCode, shopNote }: { orderCode: string; shopNote: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        size="small"
        aria-label={messages.showShopNote(orderCode)}
        color={shopNote ? 'primary' : 'default'}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <StickyNote2Outlined fontSize="inherit" />
      </IconButton>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <Typography variant="subtitle2" sx={{ px: 2, pt: 1.5 }}>
          {messages.shopNote}
        </Typography>
        <Typography variant="body2" sx={{ px: 2, pb: 1.5, maxWidth: 320, whiteSpace: 'pre-wrap' }}>
          {shopNote || messages.noShopNote}
        </Typography>
      </Popover>
    </>
  );
}

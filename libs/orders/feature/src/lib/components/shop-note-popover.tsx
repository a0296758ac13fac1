import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { CellButton, cellIcons } from '@app/ui';
import { messages } from '../messages';

/**
 * The shop note of an order, in a popover opened from the order code cell: a light cell button
 * in the row, the popover mounted when opened.
 */
export function ShopNotePopover({ orderCode, shopNote }: { orderCode: string; shopNote: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <CellButton
        label={messages.showShopNote(orderCode)}
        iconPath={cellIcons.stickyNote}
        primary={Boolean(shopNote)}
        onClick={(event) => setAnchor(event.currentTarget)}
      />
      {anchor && (
        <Popover
          open
          anchorEl={anchor}
          onClose={() => setAnchor(null)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        >
          <Typography variant="subtitle2" sx={{ px: 2, pt: 1.5 }}>
            {messages.shopNote}
          </Typography>
          <Typography
            variant="body2"
            sx={{ px: 2, pb: 1.5, maxWidth: 320, whiteSpace: 'pre-wrap' }}
          >
            {shopNote || messages.noShopNote}
          </Typography>
        </Popover>
      )}
    </>
  );
}
